import { chooseLanguage, useT } from '../lib/i18n.ts';
import common from '../locales/compiled/common.ts';
import { button, OPTIONS } from './language-switch.tsx';

/** For a crowded phone header (the rider's): one button that offers the other language. */
export function LanguageToggle() {
  const { t, language } = useT(common);
  const other = OPTIONS.find((o) => o.language !== language)!;
  return (
    <button
      type="button"
      aria-label={t('language.switchTo', { name: other.name })}
      onClick={() => void chooseLanguage(other.language)}
      className={`${button} shrink-0 border border-stone-200`}
    >
      {other.short}
    </button>
  );
}
