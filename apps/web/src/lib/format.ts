import { formatRupees, slotTextIn, slotTimesIn, weekdayDayIn } from '@app/api/shared';
import { activeLanguage } from './i18n.ts';
import { dateFormat, formatDateTime, IST_ZONE } from './relative-time.ts';

export const rupees = (v: number | null | undefined) => formatRupees(v ?? 0);
export const count = (v: number | null | undefined) => new Intl.NumberFormat('en-IN').format(v ?? 0);

const compact = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  notation: 'compact',
  minimumFractionDigits: 0,
  maximumFractionDigits: 1,
});
/** Large sums in thousands, lakh and crore: ₹1.5K, ₹2.5L, ₹2.5Cr. */
export const compactRupees = (v: number) => compact.format(v);

export const when = (iso: string | null | undefined) => (iso ? formatDateTime(iso) : '—');

const dayTime = dateFormat({
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: IST_ZONE,
});
/** Day and time without the year (27 Nov, 5:00 am): the delivery screens' steps. */
export const shortWhen = (iso: string | null) => (iso ? dayTime(new Date(iso)) : '—');

/** Spec section 9: under 60 s as Ns, otherwise Xm Ys. */
export function duration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  return s < 60 ? `${s}s` : `${Math.floor(s / 60)}m ${s % 60}s`;
}

/** Today in India as YYYY-MM-DD, and n days before it. */
export function istDay(offsetDays = 0): string {
  return new Date(Date.now() + 330 * 60_000 - offsetDays * 86_400_000).toISOString().slice(0, 10);
}

// A delivery slot in the UI language, worded by the rule the server's notices use too
// (packages/api/src/shared/slot-text.ts): "27 Nov, 6–9 am"; "27 नव॰, सुबह 6–9".

/** A slot's times: "6–9 am" in English, "सुबह 6–9" in Hindi. */
export const slotTimesText = (start: number, end: number) => slotTimesIn(activeLanguage(), start, end);

/** A delivery day with its weekday: "Wed 9 Dec" in English, "बुध, 9 दिस॰" in Hindi. */
export const deliveryDayText = (day: string) => weekdayDayIn(activeLanguage(), day);

/** A booked or open slot: "27 Nov, 6–9 am" in English, "27 नव॰, सुबह 6–9" in Hindi. */
export const slotText = (s: { date: string; start_minute: number; end_minute: number }) =>
  slotTextIn(activeLanguage(), s.date, s.start_minute, s.end_minute);
