import type { Locale } from '@shop/domain/primitives';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { activateLocale } from '@/lib/i18n';

interface LanguageState {
  language: Locale;
  setLanguage(language: Locale): Promise<void>;
}

/** The console's language: Vietnamese unless the user picked English (kept in local storage). */
export const useLanguageStore = create<LanguageState>()(
  persist(
    (set) => ({
      language: 'vi',
      setLanguage: async (language) => {
        await activateLocale(language);
        set({ language });
      },
    }),
    {
      name: 'shop-console-language',
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ language: state.language }),
    },
  ),
);
