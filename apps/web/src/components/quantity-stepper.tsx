import { cn } from '@app/ui/cn';
import { useT } from '../lib/i18n.ts';
import componentsText from '../locales/compiled/components.ts';

const step =
  'inline-flex size-9 items-center justify-center text-lg font-semibold text-stone-700 hover:bg-stone-100 disabled:text-stone-300 disabled:hover:bg-transparent';

/** − n + within [min, max]; typing is allowed and clamped. */
export function QuantityStepper({
  value,
  min = 1,
  max,
  onChange,
  label,
  disabled,
  className,
}: {
  value: number;
  min?: number;
  max: number;
  onChange: (n: number) => void;
  label: string;
  disabled?: boolean;
  className?: string;
}) {
  const { t } = useT(componentsText);
  const clamp = (n: number) => Math.min(max, Math.max(min, Math.trunc(n)));
  return (
    <fieldset
      aria-label={label}
      className={cn(
        'inline-flex items-center overflow-hidden rounded-lg border border-stone-300 bg-white',
        className,
      )}
    >
      <button
        type="button"
        className={step}
        aria-label={t('components.decrease', { label })}
        disabled={disabled || value <= min}
        onClick={() => onChange(clamp(value - 1))}
      >
        −
      </button>
      <input
        type="number"
        inputMode="numeric"
        aria-label={label}
        min={min}
        max={max}
        value={value}
        disabled={disabled}
        onChange={(e) => {
          // An emptied box is someone about to type a number, not a request for zero.
          if (Number.isFinite(e.target.valueAsNumber)) onChange(clamp(e.target.valueAsNumber));
        }}
        className="h-9 w-12 border-x border-stone-300 text-center text-sm tabular-nums [appearance:textfield] focus:outline-none [&::-webkit-inner-spin-button]:appearance-none"
      />
      <button
        type="button"
        className={step}
        aria-label={t('components.increase', { label })}
        disabled={disabled || value >= max}
        onClick={() => onChange(clamp(value + 1))}
      >
        +
      </button>
    </fieldset>
  );
}
