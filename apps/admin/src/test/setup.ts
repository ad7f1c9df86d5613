import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// `findBy…` and `waitFor` wait up to 5 s, not 1: under the test command's load a render can take
// seconds (tooling/vitest's testTimeout); a test that passes waits no longer.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => cleanup());
