import type { Language } from '@app/api/enums';
import { useSyncExternalStore } from 'react';
import type { MessageArgs } from '../locales/compiled/keys.ts';
import { LOADERS } from '../locales/compiled/loaders.ts';
import { LANGUAGE_KEY } from './language-choice.ts';
import { session } from './session.ts';

// Messages are functions compiled from ICU MessageFormat by messageformat (scripts/i18n-compile.mjs):
// no parser and next to no runtime reach the browser (decision 0078).
export type { Language };
export type MessageKey = keyof MessageArgs;
// A message that is only a plural or select is typed `unknown` by the runtime: it is text.
type Message = string | ((values?: Record<string, unknown>) => unknown);
type Values<K extends MessageKey> = [MessageArgs[K]] extends [never]
  ? []
  : [values: Record<MessageArgs[K], string | number>];
/** An area's English messages, registered when its screens' code loads; carries its keys' type. */
export type Catalogue<K extends MessageKey> = { readonly keys?: K };

const english: Record<string, Message> = {};
const loaded: Partial<Record<Language, Record<string, Message>>> = { en: english };
let language: Language = 'en';
// Bumped when messages loaded apart arrive (lib/i18n-apart.ts), so the screens render again.
let revision = 0;
const listeners = new Set<() => void>();
const notify = () => {
  for (const l of listeners) l();
};

/** Called by each compiled area module (locales/compiled/<area>.ts) as its code loads. */
export function catalogue<K extends MessageKey>(messages: Record<K, Message>): Catalogue<K> {
  Object.assign(english, messages);
  return {};
}

// Each other language's module also words English sentences written in code: the API schemas'
// messages (decision 0081), page titles and descriptions, the fields' "optional" mark.
const sentences: Partial<Record<Language, (text: string) => string>> = {};

/** Loads the language's messages unless bundled, then shows it and sets `<html lang>`. */
export async function activate(next: Language) {
  if (!loaded[next]) {
    const module = await LOADERS[next as keyof typeof LOADERS]();
    loaded[next] = module.default;
    sentences[next] = module.sentence;
  }
  language = next;
  document.documentElement.lang = next;
  notify();
}

/**
 * The visitor's or user's choice: kept in this browser, and on the account when signed in. Offline,
 * a language not loaded yet stays unchosen, and an account not reached keeps its language (console).
 */
export async function chooseLanguage(next: Language) {
  try {
    await activate(next);
    localStorage.setItem(LANGUAGE_KEY, next);
    const token = session.token();
    if (!token) return;
    const answer = await fetch('/api/auth/me/preferred-language', {
      method: 'PUT',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ preferred_language: next }),
    });
    if (answer.ok) session.save(token, await answer.json());
  } catch (e) {
    console.error('Changing the language failed', e);
  }
}

/** At login and registration the account's language wins over the browser's. */
export function adoptAccountLanguage(next: Language) {
  localStorage.setItem(LANGUAGE_KEY, next);
  activate(next).catch((e) => console.error('Loading the language failed', e));
}

/** Calls `l` on every change of language or messages; answers the unsubscribe. */
export const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => void listeners.delete(l);
};
const current = () => `${language}:${revision}`;
export const activeLanguage = () => language;

/** Adds messages of the active language loaded apart from its module, and shows them. */
export function addMessages(next: Language, messages: Record<string, Message>) {
  Object.assign(loaded[next]!, messages);
  revision++;
  notify();
}

/** The message in the active language (English when a key is missing there). */
export function translate(key: string, values?: Record<string, unknown>): string {
  const message = loaded[language]?.[key] ?? english[key] ?? key;
  return typeof message === 'string' ? message : String(message(values));
}

/** An English sentence written in code (a zod schema's message, a page title) in the active language. */
export const translateSentence = (text: string) => sentences[language]?.(text) ?? text;

type KeysOf<A extends Catalogue<MessageKey>[]> = A[number] extends Catalogue<infer K> ? K : never;

/** `t(key, values)` for the keys of the areas given, in the active language; re-renders on a switch. */
export function useT<A extends Catalogue<MessageKey>[]>(..._areas: A) {
  useSyncExternalStore(subscribe, current, current);
  return {
    t: <Key extends KeysOf<A>>(key: Key, ...values: Values<Key>): string => translate(key, values[0]),
    language,
  };
}
