import type { SoldBy } from '@app/api/enums';
import { cn } from '@app/ui/cn';
import { useState } from 'react';
import { translate, useT } from '../lib/i18n.ts';
import { quantityText, stepped } from '../lib/quantity.ts';
import componentsText from '../locales/compiled/components.ts';
import measureText from '../locales/compiled/measure.ts';

/** How a listing is sold, in API units (kg or litres). */
export interface Measure {
  sold_by: SoldBy;
  step: number;
  minimum: number;
}

const button =
  'inline-flex size-9 items-center justify-center text-lg font-semibold text-stone-700 hover:bg-stone-100 disabled:text-stone-300 disabled:hover:bg-transparent';

// Quantities have at most 3 decimals: steps are counted in grams or millilitres, free of float noise.
const milli = (q: number) => Math.round(q * 1000);

/** A typed quantity ('2.5' or '2,5') on the listing's steps within [minimum, max]; null when unreadable. */
function snapped(text: string, m: Measure, max: number): number | null {
  const typed = Number(text.trim().replace(',', '.'));
  if (text.trim() === '' || !Number.isFinite(typed) || typed < 0) return null;
  if (typed === 0) return 0;
  const step = milli(m.step);
  const top = Math.floor(milli(max) / step) * step;
  const onStep = Math.round(milli(typed) / step) * step;
  return Math.max(milli(m.minimum), Math.min(top, onStep)) / 1000;
}

/** 'Minimum 1 kg, in steps of 250 g'. */
export const measureRule = (m: Measure) =>
  translate('measure.rule', {
    minimum: quantityText(m.minimum, m.sold_by),
    step: quantityText(m.step, m.sold_by),
  });

/**
 * − 2.5 kg + for a listing sold by weight or volume: whole steps from its minimum up to `max`.
 * A typed quantity is taken on leaving the box or on Enter and put on the nearest step. With
 * `removable` (a cart line), stepping below the minimum or typing 0 asks for 0.
 */
export function MeasureStepper({
  value,
  measure,
  max,
  onChange,
  label,
  removable = false,
  disabled,
  className,
}: {
  value: number;
  measure: Measure;
  max: number;
  onChange: (quantity: number) => void;
  label: string;
  removable?: boolean;
  disabled?: boolean;
  className?: string;
}) {
  const { t } = useT(componentsText, measureText);
  // What is being typed; null shows the value.
  const [typing, setTyping] = useState<string | null>(null);
  const up = stepped(value, measure, 1);
  const down = stepped(value, measure, -1);
  const kg = measure.sold_by === 'kg';
  const commit = () => {
    if (typing === null) return;
    setTyping(null);
    const next = snapped(typing, measure, max);
    if (next === null || next === value || (next === 0 && !removable)) return;
    onChange(next);
  };
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
        className={button}
        aria-label={t('components.decrease', { label })}
        disabled={disabled || (down === 0 && !removable) || value <= 0}
        onClick={() => onChange(down)}
      >
        −
      </button>
      <span className="flex h-9 items-center gap-1 border-x border-stone-300 px-1.5">
        <input
          type="text"
          inputMode="decimal"
          autoComplete="off"
          aria-label={t(kg ? 'measure.amountIn.kg' : 'measure.amountIn.litre', { label })}
          value={typing ?? String(value)}
          disabled={disabled}
          onChange={(e) => setTyping(e.target.value)}
          onBlur={commit}
          onKeyDown={(e) => {
            if (e.key === 'Enter') commit();
          }}
          className="h-full w-12 text-right text-sm tabular-nums focus:outline-none"
        />
        <span aria-hidden className="text-sm text-stone-600">
          {t(kg ? 'measure.unit.kg' : 'measure.unit.litre')}
        </span>
      </span>
      <button
        type="button"
        className={button}
        aria-label={t('components.increase', { label })}
        disabled={disabled || up > max}
        onClick={() => onChange(up)}
      >
        +
      </button>
    </fieldset>
  );
}
