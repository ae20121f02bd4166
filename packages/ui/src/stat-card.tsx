import type { ReactNode } from 'react';
import { Card } from './card.tsx';

export function StatCard({
  label,
  value,
  hint,
  icon,
}: {
  label: string;
  value: ReactNode;
  hint?: ReactNode;
  icon?: ReactNode;
}) {
  return (
    <Card className="flex items-start justify-between gap-3 p-4">
      <div>
        <p className="text-sm text-stone-600">{label}</p>
        <p className="mt-1 text-2xl font-bold tabular-nums text-stone-900">{value}</p>
        {hint && <p className="mt-1 text-xs text-stone-500">{hint}</p>}
      </div>
      {icon && (
        <span className="text-2xl" aria-hidden>
          {icon}
        </span>
      )}
    </Card>
  );
}
