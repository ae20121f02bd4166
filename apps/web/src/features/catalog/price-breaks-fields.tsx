import type { SoldBy } from '@app/api/enums';
import { Button } from '@app/ui/button';
import { controlClass, FieldShell } from '@app/ui/field';
import { Plus, X } from 'lucide-react';
import { useId, useRef } from 'react';
import { useT } from '../../lib/i18n.ts';
import listingFields from '../../locales/compiled/listingFields.ts';

/** A row of the volume prices editor; `uid` keeps React's rows apart and is dropped by the schema. */
export interface BreakRow {
  uid: number;
  from_quantity: string;
  price: string;
}

/** The API's MAX_PRICE_BREAKS (decision 0093). */
const MAX_BREAKS = 5;

const numberOrBlank = (v: string) => (v.trim() === '' ? undefined : Number(v));

/** The rows as the API takes them: numbers, blanks left for the schema to name. */
export const breaksValues = (rows: unknown) =>
  (rows as BreakRow[]).map((r) => ({
    from_quantity: numberOrBlank(r.from_quantity),
    price: numberOrBlank(r.price),
  }));

/** A listing's volume prices as the editor's rows (none for a new listing). */
export const breakRows = (breaks: readonly { from_quantity: number; price: number }[] = []): BreakRow[] =>
  breaks.map((b, uid) => ({ uid, from_quantity: String(b.from_quantity), price: b.price.toFixed(2) }));

type BreaksForm = {
  values: Record<string, unknown>;
  error: (name: string) => string | undefined;
  set: (name: string, value: unknown) => void;
};

/**
 * "Volume prices" under the price (decision 0093): up to five rows of "from a quantity, a lower
 * price per pack, kg or litre". Each input shows its own error (`price_breaks.1.price`).
 */
export function PriceBreaksFields({ form, soldBy }: { form: BreaksForm; soldBy: SoldBy }) {
  const { t } = useT(listingFields);
  const hintId = useId();
  const rows = form.values.price_breaks as BreakRow[];
  const setRows = (next: BreakRow[]) => form.set('price_breaks', next);
  // The row whose quantity takes the focus when it next renders (one added, or the one after a removal).
  const focusUid = useRef<number | null>(null);
  const at = (i: number, field: keyof BreakRow) => form.error(`price_breaks.${i}.${field}`);
  const listError = rows.some((_, i) => at(i, 'from_quantity') || at(i, 'price'))
    ? undefined
    : form.error('price_breaks');
  return (
    <fieldset className="flex min-w-0 flex-col gap-2 sm:col-span-2" aria-describedby={hintId}>
      <legend className="text-sm font-medium text-stone-800">{t('listingFields.breaks')}</legend>
      <p id={hintId} className="text-xs text-stone-500">
        {t('listingFields.breaksHint')}
      </p>
      {rows.length > 0 && (
        <ol className="flex flex-col gap-3">
          {rows.map((r, i) => {
            const n = i + 1;
            const change = (patch: Partial<BreakRow>) =>
              setRows(rows.map((x) => (x.uid === r.uid ? { ...x, ...patch } : x)));
            const unit = t('listingFields.breakUnit', { soldBy });
            const numbered = (label: string, after = '') => (
              <>
                <span className="sr-only">{t('listingFields.breakN', { n })} </span>
                {label}
                {after && <span className="sr-only"> ({after})</span>}
              </>
            );
            return (
              <li key={r.uid} className="grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] items-start gap-2">
                <FieldShell
                  label={numbered(t('listingFields.breakFrom'), unit)}
                  error={at(i, 'from_quantity')}
                >
                  {(p) => (
                    <div className="flex items-center gap-1.5">
                      <input
                        {...p}
                        ref={(el) => {
                          if (el && focusUid.current === r.uid) {
                            el.focus();
                            focusUid.current = null;
                          }
                        }}
                        className={`${controlClass} h-11 min-w-0`}
                        type="number"
                        inputMode={soldBy === 'pack' ? 'numeric' : 'decimal'}
                        step={soldBy === 'pack' ? '1' : '0.001'}
                        min="0"
                        value={r.from_quantity}
                        onChange={(e) => change({ from_quantity: e.target.value })}
                      />
                      <span aria-hidden className="shrink-0 text-sm text-stone-600">
                        {unit}
                      </span>
                    </div>
                  )}
                </FieldShell>
                <FieldShell
                  label={numbered(t('listingFields.breakPrice', { soldBy }))}
                  error={at(i, 'price')}
                >
                  {(p) => (
                    <input
                      {...p}
                      className={`${controlClass} h-11`}
                      type="number"
                      inputMode="decimal"
                      step="0.01"
                      min="0"
                      value={r.price}
                      onChange={(e) => change({ price: e.target.value })}
                    />
                  )}
                </FieldShell>
                <Button
                  variant="ghost"
                  className="mt-6.5 px-2.5"
                  aria-label={t('listingFields.removeBreak', { n })}
                  onClick={() => {
                    focusUid.current = (rows[i + 1] ?? rows[i - 1])?.uid ?? null;
                    // The last row gone, the add button takes the focus.
                    if (focusUid.current === null) document.getElementById(`${hintId}-add`)?.focus();
                    setRows(rows.filter((x) => x.uid !== r.uid));
                  }}
                >
                  <X aria-hidden className="size-4" />
                </Button>
              </li>
            );
          })}
        </ol>
      )}
      {listError && (
        <p className="text-xs font-medium text-red-700" role="alert">
          {listError}
        </p>
      )}
      <Button
        id={`${hintId}-add`}
        variant="secondary"
        size="sm"
        className="self-start"
        disabled={rows.length >= MAX_BREAKS}
        onClick={() => {
          const uid = Math.max(-1, ...rows.map((r) => r.uid)) + 1;
          focusUid.current = uid;
          setRows([...rows, { uid, from_quantity: '', price: '' }]);
        }}
      >
        <Plus aria-hidden className="size-4" />
        {t('listingFields.addBreak')}
      </Button>
    </fieldset>
  );
}
