import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from './card.tsx';

const grouped = new Intl.NumberFormat('en-IN');

export function StatCard({
  label,
  value,
  hint,
  icon: Icon,
}: {
  label: string;
  value: ReactNode;
  hint?: ReactNode;
  /** An SVG icon component (lucide-react), decorative beside the figure. */
  icon?: LucideIcon;
}) {
  return (
    <Card className="flex items-start justify-between gap-3 p-4">
      <div>
        <p className="text-sm text-stone-600">{label}</p>
        <p className="mt-1 text-2xl font-bold tabular-nums text-stone-900">
          {typeof value === 'number' ? grouped.format(value) : value}
        </p>
        {hint && <p className="mt-1 text-xs text-stone-500">{hint}</p>}
      </div>
      {Icon && <Icon className="size-6 shrink-0 text-stone-400" aria-hidden />}
    </Card>
  );
}
