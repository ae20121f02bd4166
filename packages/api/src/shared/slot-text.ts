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
