import { Button } from '@app/ui/button';
import { ConfirmDialog } from '@app/ui/confirm-dialog';
import { controlClass } from '@app/ui/field';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { errorMessage, serverFieldErrors } from '../../lib/errors.ts';
import { useT } from '../../lib/i18n.ts';
import { trpc } from '../../lib/trpc.ts';
import supplierTable from '../../locales/compiled/supplierTable.ts';
import type { SupplierProduct } from './supplier-product-form.ts';

const ACTIONS = ['set_stock', 'change_price'] as const;
type Action = (typeof ACTIONS)[number];

/**
 * One change to the selected listings, after a confirmation: a stock count or prices by a percent,
 * sent as one `catalog.supplier.bulkUpdate` that applies each listing's own rule (decision 0115).
 * As on the staff orders table, those refused stay selected and the toast says why; each refused
 * row also shows its reason.
 */
export function SupplierBulk({
  picked,
  onDone,
  onClear,
}: {
  picked: SupplierProduct[];
  /** The ids that took the change leave the selection; the refused ones keep their reason. */
  onDone: (done: string[], refused: Map<string, string>) => void;
  onClear: () => void;
}) {
  const { t } = useT(supplierTable);
  const id = useId();
  const utils = trpc.useUtils();
  const bulk = trpc.catalog.supplier.bulkUpdate.useMutation();
  const [action, setAction] = useState<Action>('set_stock');
  const [typed, setTyped] = useState('');
  const [error, setError] = useState('');
  const [asking, setAsking] = useState(false);
  const value = Number(typed.trim());
  const emptying = action === 'set_stock' && value === 0;
  const example = action === 'set_stock' ? '0' : '-10';

  const ask = () => {
    if (typed.trim() === '' || !Number.isFinite(value)) return setError(t('supplierTable.numberInvalid'));
    setAsking(true);
  };
  const run = async () => {
    const ids = picked.map((p) => p.id);
    try {
      const { results } = await bulk.mutateAsync(
        action === 'set_stock' ? { ids, action, stock_quantity: value } : { ids, action, percent: value },
      );
      const done = results.filter((r) => r.ok).map((r) => r.id);
      const refused = new Map(results.filter((r) => !r.ok).map((r) => [r.id, r.reason ?? '']));
      onDone(done, refused);
      if (done.length) toast.success(t('supplierTable.done', { done: done.length, count: ids.length }));
      if (refused.size)
        toast.error(
          picked
            .filter((p) => refused.has(p.id))
            .map((p) => t('supplierTable.refused', { name: p.name, reason: refused.get(p.id)! }))
            .join('\n'),
        );
      utils.catalog.supplier.list.invalidate();
      utils.catalog.supplier.dashboard.invalidate();
    } catch (e) {
      const fields = serverFieldErrors(e);
      setError(fields.stock_quantity ?? fields.percent ?? errorMessage(e, t('supplierTable.failed')));
    } finally {
      setAsking(false);
    }
  };

  const count = picked.length;
  const title =
    action === 'change_price'
      ? t('supplierTable.confirmPrice', { count, percent: value })
      : emptying
        ? t('supplierTable.confirmOut', { count })
        : t('supplierTable.confirmStock', { count, quantity: value });
  return (
    <>
      <fieldset className="flex flex-wrap items-start gap-2 rounded-lg border border-brand-200 bg-brand-50 p-2 text-sm">
        <legend className="sr-only">{t('supplierTable.bulkActions')}</legend>
        <span className="pt-2 font-medium" aria-live="polite">
          {t('supplierTable.selectedCount', { count })}
        </span>
        <span className="w-52">
          <select
            className={`${controlClass} h-9`}
            value={action}
            aria-label={t('supplierTable.bulkAction')}
            onChange={(e) => {
              setAction(e.target.value as Action);
              setError('');
            }}
          >
            {ACTIONS.map((a) => (
              <option key={a} value={a}>
                {t(`supplierTable.action.${a}`)}
              </option>
            ))}
          </select>
        </span>
        <span className="flex w-36 flex-col gap-1">
          <input
            className={`${controlClass} h-9 text-right tabular-nums`}
            type="text"
            inputMode="decimal"
            aria-label={
              action === 'set_stock' ? t('supplierTable.stockValue') : t('supplierTable.percentValue')
            }
            placeholder={example}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            value={typed}
            onChange={(e) => {
              setTyped(e.target.value);
              setError('');
            }}
            onKeyDown={(e) => {
              if (e.key === 'Enter') ask();
            }}
          />
          {error && (
            <span id={`${id}-error`} role="alert" className="max-w-64 text-xs font-medium text-red-700">
              {error}
            </span>
          )}
        </span>
        <Button size="sm" onClick={ask}>
          {t('supplierTable.apply')}
        </Button>
        <Button size="sm" variant="ghost" onClick={onClear}>
          {t('supplierTable.clear')}
        </Button>
      </fieldset>
      <ConfirmDialog
        open={asking}
        tone={emptying ? 'danger' : 'primary'}
        title={title}
        message={emptying ? t('supplierTable.confirmOutWhy') : t('supplierTable.confirmWhy')}
        confirmLabel={t('supplierTable.apply')}
        busy={bulk.isPending}
        onCancel={() => setAsking(false)}
        onConfirm={run}
      >
        <ul className="mt-2 max-h-40 list-disc overflow-y-auto pl-5 text-sm text-stone-700">
          {picked.map((p) => (
            <li key={p.id} translate="no">
              {p.name}
            </li>
          ))}
        </ul>
      </ConfirmDialog>
    </>
  );
}
