import { useLingui } from '@lingui/react/macro';
import { type Language, LANGUAGES } from '@/lib/language';
import { useLanguageStore } from '@/stores/language-store';

// Each language is named in its own tongue, as language pickers do, so these are not translated.
export const LANGUAGE_NAMES: Record<Language, string> = { vi: 'Tiếng Việt', en: 'English' };

/** The short code a language button shows ('VI', 'EN'), written in capitals rather than styled so. */
export const languageCode = (language: Language) => language.toUpperCase();

/**
 * The header's language button: its text (the code) and its accessible name, which starts with that
 * text (WCAG 2.5.3 Label in Name: a voice-control user says what they see).
 */
export function useLanguageButton() {
  const { t } = useLingui();
  const language = useLanguageStore((state) => state.language);
  const code = languageCode(language);
  return { code, label: t`${code}, ngôn ngữ: ${LANGUAGE_NAMES[language]}` };
}

type LanguageSwitchProps = {
  className?: string;
  /** Called when the visitor picks the other language (the drawer closes then). */
  onChange?: (language: Language) => void;
};

/** Two-state switch between Vietnamese and English; the page and its path stay as they are. */
export function LanguageSwitch({ className = '', onChange }: LanguageSwitchProps) {
  const { t } = useLingui();
  const language = useLanguageStore((state) => state.language);
  const setLanguage = useLanguageStore((state) => state.setLanguage);

  return (
    <fieldset
      aria-label={t`Ngôn ngữ`}
      className={`inline-flex rounded-full border border-leaf-200 bg-white p-0.5 ${className}`}
    >
      {LANGUAGES.map((option) => {
        const isActive = option === language;
        return (
          <button
            key={option}
            type="button"
            lang={option}
            aria-pressed={isActive}
            // The name starts with the code the button shows (WCAG 2.5.3 Label in Name).
            aria-label={`${languageCode(option)} – ${LANGUAGE_NAMES[option]}`}
            title={LANGUAGE_NAMES[option]}
            onClick={() => {
              if (isActive) return;
              void setLanguage(option);
              onChange?.(option);
            }}
            className={`min-h-9 min-w-11 rounded-full px-3 font-semibold text-sm transition focus-visible:outline-2 focus-visible:outline-leaf-700 focus-visible:outline-offset-2 ${
              isActive ? 'bg-leaf-700 text-white' : 'text-coffee-700 hover:bg-leaf-50'
            }`}
          >
            {languageCode(option)}
          </button>
        );
      })}
    </fieldset>
  );
}
