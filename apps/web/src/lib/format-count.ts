/** Rounds down so a figure never overstates: 1,043 → "1,000+", 157 → "150+", 42 → "42". */
export function formatCount(n: number): string {
  if (n >= 1000) return `${(Math.floor(n / 100) * 100).toLocaleString('en-IN')}+`;
  if (n >= 100) return `${Math.floor(n / 10) * 10}+`;
  return String(n);
}
