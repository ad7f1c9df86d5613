import { create } from 'zustand';
import { activateLanguage } from '../lib/i18n';
import { DEFAULT_LANGUAGE, type Language, persistLanguage } from '../lib/language';

type LanguageState = {
  language: Language;
  /**
   * Switches the whole UI: loads the catalog, then flips the store, `<html lang>`, local storage
   * and the cookie together, so text and product names change in the same render. The URL is not
   * touched: the visitor stays on the same path.
   */
  setLanguage: (language: Language) => Promise<void>;
};

export const useLanguageStore = create<LanguageState>()((set, get) => ({
  language: DEFAULT_LANGUAGE,
  setLanguage: async (language) => {
    await activateLanguage(language);
    persistLanguage(language);
    document.documentElement.lang = language;
    if (get().language !== language) set({ language });
  },
}));

/**
 * Start-up: activates the language read from storage before the first render, so no component
 * ever reads `window` or local storage while rendering.
 */
export async function initLanguage(language: Language): Promise<void> {
  await activateLanguage(language);
  document.documentElement.lang = language;
  useLanguageStore.setState({ language });
}
