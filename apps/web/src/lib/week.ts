/** Monday first, as the week is said here; the API's own order starts on Sunday. */
export const WEEK = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEK)[number];
