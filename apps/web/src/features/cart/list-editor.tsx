import type { SoldBy } from '@app/api/enums';
import { Button } from '@app/ui/button';
import { Dialog } from '@app/ui/dialog';
import { controlClass, TextField } from '@app/ui/field';
import { Spinner } from '@app/ui/spinner';
import { X } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { YourPriceTag } from '../../components/your-price-tag.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { useT } from '../../lib/i18n.ts';
import { lineName } from '../../lib/lines.ts';
import { trpc } from '../../lib/trpc.ts';
import listsText from '../../locales/compiled/lists.ts';
import measureText from '../../locales/compiled/measure.ts';

interface Row {
  product_id: string;
  name: string;
  issue: string | null;
  soldBy: SoldBy;
  /** As typed: whole packs, or kg or litres ('2.5' or '2,5'). */
  par: string;
}

/** Edit a list: its name, each product's par quantity, and which products stay on it. */
export function ListEditor({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useT(listsText);
  const list = trpc.cart.lists.byId.useQuery({ id });
  return (
    <Dialog open onClose={onClose} title={t('lists.editTitle')}>
      {list.isPending ? (
        <Spinner label={t('lists.loadingList')} />
      ) : list.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {errorMessage(list.error, t('lists.listFailed'))}
        </p>
      ) : (
        <EditForm
          id={id}
          name={list.data.name}
          rows={list.data.items.map((i) => ({
            product_id: i.product_id,
            name: lineName(i.product_name, i),
            issue:
              i.issue === 'No longer sold'
                ? t('lists.noLongerSold')
                : i.issue === 'Out of stock'
                  ? t('lists.outOfStock')
                  : null,
            soldBy: i.sold_by,
            par: String(i.par_quantity),
          }))}
          onDone={onClose}
        />
      )}
    </Dialog>
  );
}

function EditForm(props: { id: string; name: string; rows: Row[]; onDone: () => void }) {
  const { t } = useT(listsText, measureText);
  const utils = trpc.useUtils();
  const [name, setName] = useState(props.name);
  const [rows, setRows] = useState(props.rows);
  const save = trpc.cart.lists.update.useMutation({
    onSuccess(list) {
      utils.cart.lists.byId.setData({ id: list.id }, list);
      void utils.cart.lists.list.invalidate();
      toast.success(t('lists.saved'));
      props.onDone();
    },
  });
  const setPar = (productId: string, par: string) =>
    setRows((rs) => rs.map((r) => (r.product_id === productId ? { ...r, par } : r)));
  return (
    <form
      className="flex flex-col gap-3"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate({
          id: props.id,
          name,
          items: rows.map((r) => ({
            product_id: r.product_id,
            par_quantity: Number(r.par.trim().replace(',', '.')),
          })),
        });
      }}
    >
      <TextField
        label={t('lists.name')}
        value={name}
        maxLength={60}
        required
        onChange={(e) => setName(e.target.value)}
      />
      {rows.length === 0 ? (
        <p className="text-sm text-stone-600">{t('lists.noProducts')}</p>
      ) : (
        <ul aria-label={t('lists.productsLabel')} className="divide-y divide-stone-100">
          {rows.map((r) => (
            <li key={r.product_id} className="flex items-center gap-2 py-2">
              <div className="min-w-0 flex-1 text-sm">
                <p className="break-words font-medium text-stone-900">{r.name}</p>
                <YourPriceTag productId={r.product_id} />
                {r.issue && <p className="text-xs font-medium text-red-700">{r.issue}</p>}
              </div>
              {r.soldBy === 'pack' ? (
                <input
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={10_000}
                  required
                  value={r.par}
                  aria-label={t('lists.parOf', { name: r.name })}
                  onChange={(e) => setPar(r.product_id, e.target.value)}
                  className={`${controlClass} h-11 max-w-20 shrink-0`}
                />
              ) : (
                <span className="flex w-28 shrink-0 items-center gap-1">
                  <input
                    type="text"
                    inputMode="decimal"
                    autoComplete="off"
                    required
                    pattern="[0-9]+([.,][0-9]{1,3})?"
                    value={r.par}
                    aria-label={t(r.soldBy === 'kg' ? 'measure.amountIn.kg' : 'measure.amountIn.litre', {
                      label: t('lists.parOf', { name: r.name }),
                    })}
                    onChange={(e) => setPar(r.product_id, e.target.value)}
                    className={`${controlClass} h-11 min-w-0`}
                  />
                  <span aria-hidden className="text-sm text-stone-600">
                    {t(r.soldBy === 'kg' ? 'measure.unit.kg' : 'measure.unit.litre')}
                  </span>
                </span>
              )}
              <Button
                variant="ghost"
                aria-label={t('lists.removeOf', { name: r.name })}
                onClick={() => setRows((rs) => rs.filter((x) => x.product_id !== r.product_id))}
              >
                <X className="size-4" aria-hidden />
              </Button>
            </li>
          ))}
        </ul>
      )}
      {save.error && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {errorMessage(save.error, t('lists.saveFailed'))}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={props.onDone}>
          {t('lists.cancel')}
        </Button>
        <Button type="submit" busy={save.isPending}>
          {t('lists.save')}
        </Button>
      </div>
    </form>
  );
}
