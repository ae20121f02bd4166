import type { ReactNode } from 'react';
import { useHydrated } from '../lib/hydrated.ts';
import { chooseLanguage, type Language, useT } from '../lib/i18n.ts';
import common from '../locales/compiled/common.ts';

/**
 * "हिं" drawn, not typed: Noto Sans Devanagari SemiBold's glyphs as fontkit shapes them, on a grid
 * of 200 units to the em, baseline at 0. As text it made every English page fetch the 120 KB Devanagari
 * font on a device without one, and showed as empty boxes where Chromium skipped the fallback.
 */
const HINDI_SHORT = (
  <svg
    viewBox="0 -179.2 169.6 210.2"
    className="inline h-[1.051em] w-[0.848em] align-[-0.155em]"
    aria-hidden="true"
  >
    <path
      fill="currentColor"
      d="m40-105l0 105-24 0 0-105-16 0 0-19 15 0q-2-5-3-9-2-6-2-12 0-16 12-25 12-9 32-9 21 0 39 7 18 7 32 20 14 12 24 29l-23 0q-8-11-18-19-11-9-23-13-12-5-26-5-12 0-19 5-7 6-7 15 0 5 2 9 1 3 3 7l21 0 0 19zm94-57q0-6 4-10 4-4 9-4 6 0 10 4 4 4 4 10 0 6-4 10-4 4-10 4-5 0-9-4-4-4-4-10zm-10 151q6-3 9-7 3-3 3-7 0-6-5-9-5-4-15-4-12 0-18 5-6 5-6 13 0 7 5 12 4 5 15 10 10 5 25 10l-11 19q-18-6-31-13-13-8-20-17-7-9-7-21 0-13 7-21 2-3 5-5-5-4-8-8-4-6-4-13 0-12 9-18 8-6 24-6l26 0 0-14-71 0 0-19 114 0 0 19-20 0 0 32-45 0q-7 0-10 3-4 2-4 6 0 4 3 7 1 1 3 3 9-3 20-3 15 0 24 5 9 4 14 11 4 7 4 15 0 8-4 15-3 6-12 12z"
    />
  </svg>
);

// Each language is named in itself, so a reader finds theirs whichever language is showing.
const OPTIONS: { language: Language; short: ReactNode; name: string }[] = [
  { language: 'en', short: 'EN', name: 'English' },
  { language: 'hi', short: HINDI_SHORT, name: 'हिन्दी' },
];

/** A language button: 44 px, pressed when it is the language showing. */
const button =
  'h-11 min-w-11 rounded-md px-2 text-sm font-semibold text-stone-600 hover:bg-stone-100 aria-pressed:bg-brand-700 aria-pressed:text-white';

/** The header's `EN | हिं` toggle: kept in this browser, and on the account when signed in. */
export function LanguageSwitch() {
  const { t, language } = useT(common);
  // On a prerendered page a tap before its scripts have run would do nothing.
  const ready = useHydrated();
  return (
    <fieldset className="inline-flex shrink-0 items-center rounded-lg border border-stone-200 p-0.5">
      <legend className="sr-only">{t('language.label')}</legend>
      {OPTIONS.map((o) => (
        <button
          key={o.language}
          type="button"
          // "EN" is named by text, which holds what is shown (WCAG 2.5.3: an aria-label "English" did
          // not); the drawn "हिं" by aria-label: as text its name would load the Devanagari font.
          aria-label={typeof o.short === 'string' ? undefined : o.name}
          aria-pressed={language === o.language}
          disabled={!ready}
          onClick={() => void chooseLanguage(o.language)}
          className={button}
        >
          {typeof o.short === 'string' ? (
            <>
              <span aria-hidden="true">{o.short}</span>
              <span className="sr-only">{o.name}</span>
            </>
          ) : (
            o.short
          )}
        </button>
      ))}
    </fieldset>
  );
}
