/** Days of the week as the API writes them; index d is bit d of `delivery_days` (0 = Sunday). */
export const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** Days as a 7-bit mask (bit d for day d) and back. */
export const daysMask = (days: readonly Weekday[]) =>
  days.reduce((m, d) => m | (1 << WEEKDAYS.indexOf(d)), 0);
export const maskDays = (mask: number): Weekday[] => WEEKDAYS.filter((_, i) => mask & (1 << i));
