const IST_OFFSET = 330 * 60_000;
/** The IST calendar month of a moment, YYYY-MM: a budget's period. */
export const monthOf = (now: number) => new Date(now + IST_OFFSET).toISOString().slice(0, 7);
export const monthStart = (now: number) => Date.parse(`${monthOf(now)}-01T00:00:00Z`) - IST_OFFSET;
