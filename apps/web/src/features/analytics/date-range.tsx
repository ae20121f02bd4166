import { Button } from '@app/ui/button';
import { TextField } from '@app/ui/field';
import { useSearch } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { istDay } from '../../lib/format.ts';
import { useT } from '../../lib/i18n.ts';
import { useSetSearch } from '../../lib/url-list.ts';
import analytics from '../../locales/compiled/analytics.ts';

export interface DateRange {
  from?: string;
  to?: string;
}

const PRESETS = [
  { label: 'analytics.range.last7', range: (): DateRange => ({ from: istDay(6), to: istDay() }) },
  { label: 'analytics.range.last30', range: (): DateRange => ({ from: istDay(29), to: istDay() }) },
  { label: 'analytics.range.last12m', range: (): DateRange => ({ from: istDay(364), to: istDay() }) },
  { label: 'analytics.range.all', range: (): DateRange => ({}) },
] as const;

const defaultRange = (): DateRange => PRESETS[1].range();

interface RangeSearch extends DateRange {
  span?: 'all';
}

/** The range in the address (lib/list-search.ts `rangeSearch`) and its setter. */
export function useUrlRange() {
  const url = useSearch({ strict: false }) as RangeSearch;
  const set = useSetSearch<RangeSearch>();
  const range: DateRange =
    url.span === 'all' ? {} : url.from || url.to ? { from: url.from, to: url.to } : defaultRange();
  const setRange = (r: DateRange) =>
    set(r.from || r.to ? { ...r, span: undefined } : { from: undefined, to: undefined, span: 'all' });
  return [range, setRange] as const;
}

/** A from/to pair of India calendar days with presets; a reversed range is not applied. */
export function DateRangeBar({ value, onChange }: { value: DateRange; onChange: (r: DateRange) => void }) {
  const { t } = useT(analytics);
  const [from, setFrom] = useState(value.from ?? '');
  const [to, setTo] = useState(value.to ?? '');
  // Back and forward change the range from outside.
  useEffect(() => {
    setFrom(value.from ?? '');
    setTo(value.to ?? '');
  }, [value.from, value.to]);
  const reversed = !!from && !!to && from > to;
  const apply = (f: string, u: string) => {
    setFrom(f);
    setTo(u);
    if (!(f && u && f > u)) onChange({ from: f || undefined, to: u || undefined });
  };
  return (
    <div className="mb-6 flex flex-wrap items-end gap-3">
      <TextField
        label={t('analytics.range.from')}
        type="date"
        value={from}
        max={to || undefined}
        onChange={(e) => apply(e.target.value, to)}
      />
      <TextField
        label={t('analytics.range.to')}
        type="date"
        value={to}
        min={from || undefined}
        error={reversed ? t('analytics.range.reversed') : undefined}
        onChange={(e) => apply(from, e.target.value)}
      />
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">{t('analytics.range.quick')}</legend>
        {PRESETS.map((p) => {
          const r = p.range();
          const active = (r.from ?? '') === from && (r.to ?? '') === to;
          return (
            <Button
              key={p.label}
              size="sm"
              variant={active ? 'primary' : 'secondary'}
              aria-pressed={active}
              onClick={() => apply(r.from ?? '', r.to ?? '')}
            >
              {t(p.label)}
            </Button>
          );
        })}
      </fieldset>
    </div>
  );
}
