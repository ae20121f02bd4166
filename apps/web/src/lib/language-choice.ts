import { LANGUAGES, type Language } from '@app/api/enums';

/** Where this browser keeps the language chosen with the switch. */
export const LANGUAGE_KEY = 'language';

export const isLanguage = (x: unknown): x is Language => (LANGUAGES as readonly unknown[]).includes(x);

/** The choice kept in this browser, else the browser's first of English or Hindi (hi* → Hindi). */
export function initialLanguage(): Language {
  const stored = localStorage.getItem(LANGUAGE_KEY);
  if (isLanguage(stored)) return stored;
  const first = navigator.languages?.find((l) => /^(en|hi)\b/i.test(l));
  return first?.toLowerCase().startsWith('hi') ? 'hi' : 'en';
}
