import { chooseLanguage, type Language, useT } from '../lib/i18n.ts';
import common from '../locales/compiled/common.ts';

// Each language is named in itself, so a reader finds theirs whichever language is showing.
const OPTIONS: { language: Language; short: string; name: string }[] = [
  { language: 'en', short: 'EN', name: 'English' },
  { language: 'hi', short: 'हिं', name: 'हिन्दी' },
];

/** A language button: 44 px, pressed when it is the language showing. */
const button =
  'h-11 min-w-11 rounded-md px-2 text-sm font-semibold text-stone-600 hover:bg-stone-100 aria-pressed:bg-brand-700 aria-pressed:text-white';

/** The header's `EN | हिं` toggle: kept in this browser, and on the account when signed in. */
export function LanguageSwitch() {
  const { t, language } = useT(common);
  return (
    <fieldset className="inline-flex shrink-0 items-center rounded-lg border border-stone-200 p-0.5">
      <legend className="sr-only">{t('language.label')}</legend>
      {OPTIONS.map((o) => (
        <button
          key={o.language}
          type="button"
          aria-label={o.name}
          aria-pressed={language === o.language}
          onClick={() => void chooseLanguage(o.language)}
          className={button}
        >
          {o.short}
        </button>
      ))}
    </fieldset>
  );
}
