import type { RouterOutputs } from '@app/api';
import { stockInput } from '@app/api/schemas';
import { Button } from '@app/ui/button';
import { Dialog } from '@app/ui/dialog';
import { TextField } from '@app/ui/field';
import { toast } from 'sonner';
import { z } from 'zod';
import { errorMessage, serverFieldErrors } from '../../lib/errors.ts';
import { useSchemaForm } from '../../lib/form.ts';
import { useT } from '../../lib/i18n.ts';
import { quantityText } from '../../lib/quantity.ts';
import { trpc } from '../../lib/trpc.ts';
import measure from '../../locales/compiled/measure.ts';
import staffCatalog from '../../locales/compiled/staffCatalog.ts';

type Item = RouterOutputs['catalog']['inventory']['list']['items'][number];

const stockForm = z.preprocess((v) => {
  const raw = (v as { stock_quantity: string }).stock_quantity;
  return { ...(v as object), stock_quantity: raw.trim() === '' ? undefined : Number(raw) };
}, stockInput);

export function StockDialog({ item, onClose }: { item: Item; onClose: () => void }) {
  const { t } = useT(staffCatalog, measure);
  const byPack = item.sold_by === 'pack';
  const utils = trpc.useUtils();
  const form = useSchemaForm(stockForm, { id: item.id, stock_quantity: String(item.stock_quantity) });
  const update = trpc.catalog.inventory.updateStock.useMutation({
    onSuccess: () => {
      toast.success(t('staffCatalog.stockUpdated'));
      utils.catalog.inventory.list.invalidate();
      utils.catalog.staff.list.invalidate();
      onClose();
    },
    onError: (e) => {
      form.setErrors(serverFieldErrors(e));
      toast.error(errorMessage(e, t('staffCatalog.stockFailed')));
    },
  });
  return (
    <Dialog open onClose={onClose} title={t('staffCatalog.updateStock')}>
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(e) => {
          e.preventDefault();
          const data = form.validate();
          if (data) update.mutate(data);
        }}
      >
        <p className="text-sm text-stone-700">
          {t('staffCatalog.currently', {
            name: item.name,
            unit: item.unit,
            stock: quantityText(item.stock_quantity, item.sold_by),
          })}
        </p>
        <TextField
          label={
            item.sold_by === 'pack'
              ? t('staffCatalog.newStock')
              : t(`measure.amountIn.${item.sold_by}`, { label: t('staffCatalog.newStock') })
          }
          type="number"
          inputMode={byPack ? 'numeric' : 'decimal'}
          min="0"
          step={byPack ? '1' : '0.001'}
          required
          autoFocus
          {...form.text('stock_quantity')}
        />
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t('staffCatalog.cancel')}
          </Button>
          <Button type="submit" busy={update.isPending}>
            {t(update.isPending ? 'staffCatalog.updating' : 'staffCatalog.updateStock')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
