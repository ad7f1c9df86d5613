import { beforeAll, beforeEach, vi } from 'vitest';
import { activateLocale } from '@/lib/i18n';
import { useLanguageStore } from '@/stores/language-store';

/**
 * The suite reads the console in Vietnamese: the catalog is activated once, and before each test
 * the language store is set back to vi and every mock's calls are cleared; `reset` then sets the
 * suite's own fixtures back.
 */
export function inVietnamese(reset?: () => void) {
  beforeAll(() => activateLocale('vi'));
  beforeEach(() => {
    vi.clearAllMocks();
    useLanguageStore.setState({ language: 'vi' });
    reset?.();
  });
}
