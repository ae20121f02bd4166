import type { Language } from '@app/db';
import type { ChannelEvent } from './events.ts';
import { TEMPLATES } from './template-texts.ts';

/**
 * One event's registered templates (decision 0101): the WhatsApp template name (one name, a
 * translation per language), the MSG91 template and the DLT template id it is registered under,
 * and the text in each language with `{name}` where a parameter goes. The texts must stay word
 * for word what was registered: WhatsApp and the DLT refuse anything else.
 */
export interface Template {
  whatsapp: string;
  sms: string;
  dlt: string;
  en: string;
  hi: string;
}

export const TEMPLATE_FILE: Record<string, Template> = TEMPLATES;

export function templateOf(event: ChannelEvent): Template {
  const t = TEMPLATE_FILE[event];
  if (!t) throw new Error(`No channel template for ${event}.`);
  return t;
}

/** The parameters of a text, in the order it prints them (a WhatsApp body's {{1}}, {{2}}, …). */
export const paramsInText = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);

/** The text a recipient reads. */
export const renderTemplate = (t: Template, language: Language, params: Record<string, string>) =>
  t[language].replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? '');
