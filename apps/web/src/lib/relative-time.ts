/** India's time zone: every date and time on every screen is India's, whatever the browser's zone. */
export const IST_ZONE = 'Asia/Kolkata';

const dateFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: IST_ZONE,
});

/** Spec: Just now, minutes, hours, days under 7, then a date. */
export function relativeTime(iso: string, now = Date.now()): string {
  const minutes = Math.floor((now - Date.parse(iso)) / 60_000);
  if (minutes < 1) return 'Just now';
  if (minutes < 60) return `${minutes}m ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours}h ago`;
  const days = Math.floor(hours / 24);
  if (days < 7) return `${days}d ago`;
  return dateFormat.format(Date.parse(iso));
}

const dateTimeFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: IST_ZONE,
});

export const formatDateTime = (iso: string) => dateTimeFormat.format(Date.parse(iso));
export const formatDate = (iso: string) => dateFormat.format(Date.parse(iso));

const dayFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
/** A calendar day (YYYY-MM-DD) as printed: the same day whatever the browser's time zone. */
export const formatDay = (day: string) => dayFormat.format(Date.parse(`${day}T00:00:00Z`));
