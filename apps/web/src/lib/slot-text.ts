import { dayText, slotTimes } from '@app/api/shared';
import { activeLanguage } from './i18n.ts';

// A delivery slot in the UI language. English reads as the server's own `label` ("27 Nov, 6–9 am",
// packages/api/src/shared/slot-text.ts); Hindi by the part of the day, as the app's other times
// ("7 दिस॰, दोपहर 2–5"; decision 0078, "Dates and times in Hindi").

const at = (minute: number) => Date.UTC(2026, 0, 1, 0, minute % 1440);
const hours: Record<string, Intl.DateTimeFormat> = {};
const hourFormat = (withMinutes: boolean) => {
  const key = String(withMinutes);
  hours[key] ??= new Intl.DateTimeFormat('hi-IN', {
    hour: 'numeric',
    ...(withMinutes && { minute: '2-digit' }),
    dayPeriod: 'short',
    timeZone: 'UTC',
  });
  return hours[key];
};
let days: Intl.DateTimeFormat | undefined;

/** A slot's times: "6–9 am" in English, "सुबह 6–9" in Hindi. */
export function slotTimesText(start: number, end: number) {
  if (activeLanguage() !== 'hi') return slotTimes(start, end);
  const f = hourFormat(start % 60 !== 0 || end % 60 !== 0);
  // Midnight is the next day's 0:00: a range across two days would print both dates.
  return end >= 1440 ? `${f.format(at(start))} – ${f.format(at(end))}` : f.formatRange(at(start), at(end));
}

/** A booked or open slot: "27 Nov, 6–9 am" in English, "27 नव॰, सुबह 6–9" in Hindi. */
export function slotText(s: { date: string; start_minute: number; end_minute: number }) {
  if (activeLanguage() !== 'hi') return `${dayText(s.date)}, ${slotTimes(s.start_minute, s.end_minute)}`;
  days ??= new Intl.DateTimeFormat('hi-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' });
  return `${days.format(Date.parse(`${s.date}T00:00:00Z`))}, ${slotTimesText(s.start_minute, s.end_minute)}`;
}
