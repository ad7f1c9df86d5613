import { useLanguageStore } from '@/stores/language-store';

/** Switches the whole console to the other language, named in that language. */
export function LanguageSwitch() {
  const { language, setLanguage } = useLanguageStore();
  const next = language === 'vi' ? 'en' : 'vi';
  return (
    <button
      type="button"
      lang={next}
      onClick={() => void setLanguage(next)}
      className="min-h-11 rounded-lg px-3 font-semibold text-sm hover:bg-coffee-100"
    >
      {next === 'en' ? 'English' : 'Tiếng Việt'}
    </button>
  );
}
