import { useLingui } from '@lingui/react/macro';
import { type Language, LANGUAGES } from '../lib/language';
import { useLanguageStore } from '../stores/language-store';

// Each language is named in its own tongue, as language pickers do, so these are not translated.
export const LANGUAGE_NAMES: Record<Language, string> = { vi: 'Tiếng Việt', en: 'English' };

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
            aria-label={LANGUAGE_NAMES[option]}
            title={LANGUAGE_NAMES[option]}
            onClick={() => {
              if (isActive) return;
              void setLanguage(option);
              onChange?.(option);
            }}
            className={`min-h-9 min-w-11 rounded-full px-3 font-semibold text-sm uppercase transition focus-visible:outline-2 focus-visible:outline-leaf-700 focus-visible:outline-offset-2 ${
              isActive ? 'bg-leaf-700 text-white' : 'text-coffee-700 hover:bg-leaf-50'
            }`}
          >
            {option}
          </button>
        );
      })}
    </fieldset>
  );
}
