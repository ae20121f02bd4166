// How a delivery slot reads, the same on every screen: "27 Nov, 6–9 am".
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const meridiem = (minute: number) => (minute % 1440 < 720 ? 'am' : 'pm');

/** A minute of the day without its am/pm: 360 → "6", 390 → "6:30", 720 → "12". */
function hourText(minute: number) {
  const h = Math.floor(minute / 60) % 24;
  const m = minute % 60;
  return `${h % 12 || 12}${m ? `:${String(m).padStart(2, '0')}` : ''}`;
}

/** A minute of the day: 360 → "6 am", 1320 → "10 pm", 1440 → "midnight". */
export const clockText = (minute: number) =>
  minute === 1440 ? 'midnight' : `${hourText(minute)} ${meridiem(minute)}`;

/** "6–9 am", "11 am–1 pm", "10 pm–midnight". */
export function slotTimes(start: number, end: number) {
  if (end !== 1440 && meridiem(start) === meridiem(end))
    return `${hourText(start)}–${hourText(end)} ${meridiem(end)}`;
  return `${clockText(start)}–${clockText(end)}`;
}

/** "2026-11-27" → "27 Nov". */
export function dayText(day: string) {
  const [, month, date] = day.split('-').map(Number);
  return `${date} ${MONTHS[(month ?? 1) - 1]}`;
}

/** "27 Nov, 6–9 am". */
export const slotText = (day: string, start: number, end: number) =>
  `${dayText(day)}, ${slotTimes(start, end)}`;

// The same moments in a language of the UI: English as above, Hindi by the part of the day as the
// app's other times ("7 दिस॰, दोपहर 2–5"; decision 0078). Formats are made on first use.
type Language = 'en' | 'hi';
const formats = new Map<string, Intl.DateTimeFormat>();
const format = (locale: string, options: Intl.DateTimeFormatOptions) => {
  const key = `${locale}${JSON.stringify(options)}`;
  const found = formats.get(key) ?? new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
  formats.set(key, found);
  return found;
};
const at = (minute: number) => Date.UTC(2026, 0, 1, 0, minute % 1440);
const utcDay = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** "2026-12-24" → "24 Dec 2026" / "24 दिस॰ 2026"; without the year, "24 Dec" / "24 दिस॰". */
export const dayIn = (language: Language, day: string, withYear = true) =>
  language === 'en' && !withYear
    ? dayText(day)
    : format(language === 'hi' ? 'hi-IN' : 'en-IN', {
        day: 'numeric',
        month: 'short',
        ...(withYear && { year: 'numeric' }),
      }).format(utcDay(day));

const WEEKDAYS_EN = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** A delivery day with its weekday: "Wed 9 Dec" / "बुध, 9 दिस॰" (an offer's arrival, decision 0109). */
export const weekdayDayIn = (language: Language, day: string) =>
  language === 'hi'
    ? format('hi-IN', { weekday: 'short', day: 'numeric', month: 'short' }).format(utcDay(day))
    : `${WEEKDAYS_EN[new Date(utcDay(day)).getUTCDay()]} ${dayText(day)}`;

/** A slot's times: "6–9 am" in English, "सुबह 6–9" in Hindi. */
export function slotTimesIn(language: Language, start: number, end: number) {
  if (language !== 'hi') return slotTimes(start, end);
  const f = format('hi-IN', {
    hour: 'numeric',
    ...((start % 60 !== 0 || end % 60 !== 0) && { minute: '2-digit' }),
    dayPeriod: 'short',
  });
  // Midnight is the next day's 0:00: a range across two days would print both dates.
  return end >= 1440 ? `${f.format(at(start))} – ${f.format(at(end))}` : f.formatRange(at(start), at(end));
}

/** A minute of the day: "6 am" / "सुबह 6". */
export const clockIn = (language: Language, minute: number) =>
  language !== 'hi'
    ? clockText(minute)
    : format('hi-IN', {
        hour: 'numeric',
        ...(minute % 60 !== 0 && { minute: '2-digit' }),
        dayPeriod: 'short',
      }).format(at(minute));

/** A slot: "27 Nov, 6–9 am" / "27 नव॰, सुबह 6–9". */
export const slotTextIn = (language: Language, day: string, start: number, end: number) =>
  `${dayIn(language, day, false)}, ${slotTimesIn(language, start, end)}`;
