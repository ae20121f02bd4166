import type { ReactNode } from 'react';
import { WEEK, type Weekday } from '../lib/week.ts';

const chipClass =
  'flex min-h-11 min-w-14 cursor-pointer items-center gap-2 rounded-full border border-stone-300 bg-white px-3 text-sm font-medium text-stone-700 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:checked]:text-brand-800 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600';

/**
 * Seven weekday checkboxes as chips, Monday first: a supplier's delivery days, a standing order's
 * days. `before`: a chip-like control ahead of them (Daily).
 */
export function WeekdayChips({
  name,
  days,
  onChange,
  label,
  invalid,
  before,
}: {
  name: string;
  days: readonly string[];
  onChange: (days: Weekday[]) => void;
  label: (day: Weekday) => string;
  invalid: boolean;
  before?: ReactNode;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      {before}
      {WEEK.map((d) => (
        <label key={d} className={chipClass}>
          <input
            type="checkbox"
            name={name}
            value={d}
            className="size-4 accent-brand-700"
            checked={days.includes(d)}
            aria-invalid={invalid || undefined}
            onChange={(e) => onChange(WEEK.filter((x) => (x === d ? e.target.checked : days.includes(x))))}
          />
          {label(d)}
        </label>
      ))}
    </div>
  );
}
