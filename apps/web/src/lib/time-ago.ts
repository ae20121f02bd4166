import { activeLanguage } from './i18n.ts';
import { formatDate } from './relative-time.ts';

const hindi = new Intl.RelativeTimeFormat('hi', { numeric: 'auto' });

/** Spec: Just now, minutes, hours, days under 7, then a date; in Hindi as ICU words it ("5 मिनट पहले"). */
export function relativeTime(iso: string, now = Date.now()): string {
  const minutes = Math.floor((now - Date.parse(iso)) / 60_000);
  const hours = Math.floor(minutes / 60);
  const days = Math.floor(hours / 24);
  if (days >= 7) return formatDate(iso);
  const [n, unit, short] =
    minutes < 60
      ? ([minutes, 'minute', 'm'] as const)
      : hours < 24
        ? ([hours, 'hour', 'h'] as const)
        : ([days, 'day', 'd'] as const);
  if (activeLanguage() === 'hi') return minutes < 1 ? hindi.format(0, 'second') : hindi.format(-n, unit);
  return minutes < 1 ? 'Just now' : `${n}${short} ago`;
}
