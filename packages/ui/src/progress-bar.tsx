import { cn } from './cn.tsx';

/** Determinate when `value` (0-1) is given, otherwise an indeterminate busy bar. */
export function ProgressBar({
  value,
  label,
  className,
}: {
  value?: number;
  label: string;
  className?: string;
}) {
  const pct = value === undefined ? undefined : Math.round(Math.min(1, Math.max(0, value)) * 100);
  return (
    <div className={cn('flex flex-col gap-1', className)}>
      <div className="flex justify-between text-xs text-stone-600">
        <span>{label}</span>
        {pct !== undefined && <span className="tabular-nums">{pct}%</span>}
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={pct}
        className="h-2 overflow-hidden rounded-full bg-stone-200"
      >
        <div
          className={cn(
            'h-full rounded-full bg-brand-600 transition-[width]',
            pct === undefined && 'w-1/3 animate-pulse',
          )}
          style={pct === undefined ? undefined : { width: `${pct}%` }}
        />
      </div>
    </div>
  );
}
