/*
 * The server's message catalogue (decision 0081): notifications, e-mails and PDF labels in
 * every language of LANGUAGES, compiled by scripts/i18n-compile.mjs from messages/<language>/*.json
 * into plain functions, so Node and the Worker render them without a parser.
 */
import type { Language } from '@app/db/enums';
import { matchSentence } from '../shared/sentence-match.ts';
import { dayIn, slotTextIn } from '../shared/slot-text.ts';
import en from './compiled/en.ts';
import hi from './compiled/hi.ts';
import type { MessageArgs } from './compiled/keys.ts';
import validation from './compiled/validation.ts';

export type { Language };
export type MessageKey = keyof MessageArgs;

type Compiled = Record<string, string | ((values: Record<string, unknown>) => string)>;
const CATALOGUES = { en, hi } as Record<Language, Compiled>;

/** A message not yet rendered: a key, and values that may be messages themselves (lists join with ", "). */
export interface Message {
  readonly key: MessageKey;
  readonly values: Readonly<Record<string, Value>>;
}
export type Value = string | number | Message | readonly Message[] | InLanguage;

/** A value worded by a function of the language, e.g. a date or slot as Intl writes it there. */
export interface InLanguage {
  readonly inLanguage: (language: Language) => string;
}
export const inLanguage = (word: (language: Language) => string): InLanguage => ({ inLanguage: word });
type ValuesOf<K extends MessageKey> = [MessageArgs[K]] extends [never]
  ? []
  : [values: { [N in MessageArgs[K]]: Value }];

/** Typed: a wrong key, a missing or surplus value is a type error. */
export const msg = <K extends MessageKey>(key: K, ...[values]: ValuesOf<K>): Message => ({
  key,
  values: values ?? {},
});

/** "a, b or c" in the language it is rendered in (list.or); a single item stays as it is. */
export const orList = (items: readonly Message[]): Value =>
  items.length < 2 ? items : msg('list.or', { first: items.slice(0, -1), last: items[items.length - 1]! });

/** Sentences read one after another; lists may nest, and empty parts (false, null, '') are left out. */
export type Text = Message | false | null | undefined | '' | readonly Text[];

const isMessage = (v: Value): v is Message => typeof v === 'object' && 'key' in v;
const isWorded = (v: Value): v is InLanguage => typeof v === 'object' && 'inLanguage' in v;

/** The message in `language`, English when that language lacks it. */
export function render(language: Language, m: Message): string {
  const values: Record<string, unknown> = {};
  for (const [name, v] of Object.entries(m.values))
    values[name] =
      typeof v !== 'object'
        ? v
        : isMessage(v)
          ? render(language, v)
          : isWorded(v)
            ? v.inLanguage(language)
            : (v as readonly Message[]).map((x) => render(language, x)).join(', ');
  const compiled = CATALOGUES[language]?.[m.key] ?? CATALOGUES.en[m.key];
  return typeof compiled === 'function' ? compiled(values) : (compiled ?? m.key);
}

/**
 * A zod schema's message (the English sentence is its id, decision 0081) in `language`; a text
 * not in the validation area (zod's own wording) stays as it is.
 */
export function translateValidation(language: Language, text: string): string {
  const hit = language === 'en' ? undefined : matchSentence(validation, text);
  return hit ? render(language, { key: hit.found as MessageKey, values: hit.values }) : text;
}

const sentences = (text: Text): Message[] => (!text ? [] : isList(text) ? text.flatMap(sentences) : [text]);
const isList = (text: Text): text is readonly Text[] => Array.isArray(text);

export const renderText = (language: Language, text: Text) =>
  sentences(text)
    .map((m) => render(language, m))
    .join(' ');

/** `English / हिन्दी` for documents printed in both languages. */
export function bilingual(m: Message, separator = ' / '): string {
  const english = render('en', m);
  const hindi = render('hi', m);
  return english === hindi ? english : `${english}${separator}${hindi}`;
}

const LANGUAGE_TAGS = Object.keys(CATALOGUES) as Language[];

/**
 * The language an answer is written in: the first of ours the request asks for
 * (`Accept-Language`, by its weights; the SPA sends the one showing), else the account's, else
 * English.
 */
export function answerLanguage(
  acceptLanguage: string | null | undefined,
  preferred?: Language | null,
): Language {
  const asked = (acceptLanguage ?? '')
    .split(',')
    .map((part, i) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = Number(
        params
          .find((p) => p.trim().startsWith('q='))
          ?.trim()
          .slice(2) ?? 1,
      );
      return { language: tag.toLowerCase().split('-')[0] as Language, q: Number.isNaN(q) ? 0 : q, i };
    })
    .filter((a) => a.q > 0 && LANGUAGE_TAGS.includes(a.language))
    .sort((a, b) => b.q - a.q || a.i - b.i);
  return asked[0]?.language ?? preferred ?? 'en';
}

/** A day ("2026-12-24") as people read it in each language: "24 Dec 2026", "24 दिस॰ 2026". */
export const dayValue = (day: string) => inLanguage((language) => dayIn(language, day));

/** A delivery slot in each language: "27 Nov, 6–9 am", "27 नव॰, सुबह 6–9". */
export const slotValue = (day: string, start: number, end: number) =>
  inLanguage((language) => slotTextIn(language, day, start, end));
