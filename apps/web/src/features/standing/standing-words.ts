import type { RouterOutputs } from '@app/api';
import { activeLanguage } from '../../lib/i18n.ts';

export type Standing = RouterOutputs['standing']['list']['items'][number];

const formats = new Map<string, Intl.DateTimeFormat>();
/** A run's date as a kitchen says it, "Tue, 8 Dec", in the active language. */
export function dayLabel(day: string) {
  const locale = `${activeLanguage()}-IN`;
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      timeZone: 'UTC',
    });
    formats.set(locale, format);
  }
  return format.format(Date.parse(`${day}T00:00:00Z`));
}
