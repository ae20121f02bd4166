/**
 * Splits an inclusive range of days into whole months (served by the monthly rollups) and the
 * partial months at either end (served by the order lines themselves).
 */
export interface Periods {
  months: { from: string; to: string } | null;
  edges: { from: string; to: string }[];
}

const monthOf = (day: string) => day.slice(0, 7);
const shiftMonth = (month: string, by: number) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m - 1 + by, 1));
  return d.toISOString().slice(0, 7);
};
const lastDayOf = (month: string) =>
  new Date(Date.parse(`${shiftMonth(month, 1)}-01T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

export function splitPeriods(range: { from?: string; to?: string }): Periods {
  const { from, to } = range;
  const startsClean = !from || from.endsWith('-01');
  const endsClean = !to || to === lastDayOf(monthOf(to));
  const first = !from ? '0000-01' : startsClean ? monthOf(from) : shiftMonth(monthOf(from), 1);
  const last = !to ? '9999-12' : endsClean ? monthOf(to) : shiftMonth(monthOf(to), -1);
  if (first > last) return { months: null, edges: [{ from: from!, to: to! }] };
  const edges = [];
  if (!startsClean) edges.push({ from: from!, to: lastDayOf(monthOf(from!)) });
  if (!endsClean) edges.push({ from: `${monthOf(to!)}-01`, to: to! });
  return { months: { from: first, to: last }, edges };
}
