import { reactAppTests } from '@shop/vitest-config';

// The shop's and the console's unit tests share their settings (tooling/vitest, decision 068).
export default reactAppTests(new URL('.', import.meta.url));
