import type { SoldBy } from '@app/api/enums';
import { cn } from '@app/ui/cn';
import { controlClass } from '@app/ui/field';
import { useT } from '../../lib/i18n.ts';
import measureText from '../../locales/compiled/measure.ts';

/** One line's quantity as typed: whole packs, or kg or litres to the gram ('2.5' or '2,5'). */
export function QuantityInput({
  soldBy,
  label,
  value,
  min,
  error,
  errorId,
  onChange,
}: {
  soldBy: SoldBy;
  label: string;
  value: string;
  min: number;
  error?: string;
  errorId: string;
  onChange: (value: string) => void;
}) {
  const { t } = useT(measureText);
  const described = {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
  };
  if (soldBy === 'pack')
    return (
      <input
        type="number"
        inputMode="numeric"
        min={min}
        max={1_000_000}
        value={value}
        aria-label={label}
        {...described}
        onChange={(e) => onChange(e.target.value)}
        className={cn(controlClass, 'h-11 max-w-20 shrink-0')}
      />
    );
  const kg = soldBy === 'kg';
  return (
    <span className="flex w-28 shrink-0 items-center gap-1">
      <input
        type="text"
        inputMode="decimal"
        autoComplete="off"
        value={value}
        aria-label={t(kg ? 'measure.amountIn.kg' : 'measure.amountIn.litre', { label })}
        {...described}
        onChange={(e) => onChange(e.target.value)}
        className={cn(controlClass, 'h-11 min-w-0')}
      />
      <span aria-hidden className="text-sm text-stone-600">
        {t(kg ? 'measure.unit.kg' : 'measure.unit.litre')}
      </span>
    </span>
  );
}
