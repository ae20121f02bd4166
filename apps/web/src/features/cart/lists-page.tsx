import type { RouterOutputs } from '@app/api';
import { Button } from '@app/ui/button';
import { Card } from '@app/ui/card';
import { ConfirmDialog } from '@app/ui/confirm-dialog';
import { EmptyState } from '@app/ui/empty-state';
import { Spinner } from '@app/ui/spinner';
import { Link } from '@tanstack/react-router';
import { NotebookPen, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { CustomerLayout } from '../../components/customer-header.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { useT } from '../../lib/i18n.ts';
import { lineName } from '../../lib/lines.ts';
import { formatDateTime } from '../../lib/relative-time.ts';
import { trpc } from '../../lib/trpc.ts';
import listsText from '../../locales/compiled/lists.ts';
import { OutletNote } from '../business/outlet-note.tsx';
import { YourPrices } from '../contracts/your-prices.tsx';
import { CartChanges, type ChangeLine } from './cart-changes.tsx';
import { ListEditor } from './list-editor.tsx';

type ListSummary = RouterOutputs['cart']['lists']['list']['lists'][number];

/** My lists: par lists to top the cart up from, made from the cart or a past order; then the customer's own prices. */
export function ListsPage() {
  const { t } = useT(listsText);
  const lists = trpc.cart.lists.list.useQuery();
  return (
    <CustomerLayout title={t('lists.title')}>
      <OutletNote label={t('lists.ofOutlet')} outletId={lists.data?.lists[0]?.outlet_id} />
      <Link
        to="/standing-orders"
        className="mb-4 flex min-h-11 flex-col justify-center rounded-lg border border-stone-200 bg-white px-4 py-2 hover:bg-stone-50"
      >
        <span className="font-medium text-brand-800 underline">{t('lists.standing')}</span>
        <span className="text-sm text-stone-600">{t('lists.standingHint')}</span>
      </Link>
      {lists.isPending ? (
        <Spinner label={t('lists.loading')} />
      ) : lists.isError ? (
        <EmptyState icon={TriangleAlert} title={t('lists.failed')}>
          <Button variant="secondary" className="mt-2" onClick={() => lists.refetch()}>
            {t('lists.tryAgain')}
          </Button>
        </EmptyState>
      ) : lists.data.lists.length === 0 ? (
        <EmptyState icon={NotebookPen} title={t('lists.empty')}>
          <p>{t('lists.emptyHint')}</p>
          <Link
            to="/cart"
            className="mt-4 inline-flex h-11 items-center rounded-lg bg-brand-700 px-4 text-sm font-medium text-white hover:bg-brand-800"
          >
            {t('lists.goToCart')}
          </Link>
        </EmptyState>
      ) : (
        <ul aria-label={t('lists.label')} className="flex flex-col gap-3">
          {lists.data.lists.map((l) => (
            <li key={l.id}>
              <ListCard list={l} />
            </li>
          ))}
        </ul>
      )}
      <YourPrices />
    </CustomerLayout>
  );
}

function ListCard({ list }: { list: ListSummary }) {
  const { t } = useT(listsText);
  const utils = trpc.useUtils();
  const [changes, setChanges] = useState<ChangeLine[] | null>(null);
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const topUp = trpc.cart.lists.toCart.useMutation({
    onSuccess(r) {
      setChanges(
        r.lines.map((l) => ({
          key: l.product_id,
          name: lineName(l.product_name, l),
          added: l.added_quantity,
          soldBy: l.sold_by,
          message: l.message,
        })),
      );
      void utils.cart.list.invalidate();
      void utils.cart.lists.byId.invalidate({ id: list.id });
    },
    onError: (e) => toast.error(errorMessage(e, t('lists.toCartFailed'))),
  });
  const remove = trpc.cart.lists.remove.useMutation({
    onSuccess() {
      setDeleting(false);
      toast.success(t('lists.deleted', { name: list.name }));
      void utils.cart.lists.list.invalidate();
    },
    onError: (e) => toast.error(errorMessage(e, t('lists.deleteFailed'))),
  });
  return (
    <Card className="p-4">
      <h2 className="break-words font-semibold text-stone-900">{list.name}</h2>
      <p className="text-sm text-stone-500">
        {t('lists.summary', { count: list.item_count, when: formatDateTime(list.updated_at) })}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button
          busy={topUp.isPending}
          aria-label={t('lists.addToCartOf', { name: list.name })}
          onClick={() => topUp.mutate({ id: list.id })}
        >
          {t('lists.addToCart')}
        </Button>
        <Button
          variant="secondary"
          aria-label={t('lists.editOf', { name: list.name })}
          onClick={() => setEditing(true)}
        >
          {t('lists.edit')}
        </Button>
        <Button
          variant="ghost"
          className="text-red-700"
          aria-label={t('lists.deleteOf', { name: list.name })}
          onClick={() => setDeleting(true)}
        >
          {t('lists.delete')}
        </Button>
      </div>
      <CartChanges
        title={t('lists.addedFrom', { name: list.name })}
        lines={changes}
        onClose={() => setChanges(null)}
      />
      {editing && <ListEditor id={list.id} onClose={() => setEditing(false)} />}
      <ConfirmDialog
        open={deleting}
        title={t('lists.deleteTitle')}
        message={t('lists.deleteMessage', { name: list.name })}
        confirmLabel={t('lists.deleteConfirm')}
        busy={remove.isPending}
        onConfirm={() => remove.mutate({ id: list.id })}
        onCancel={() => setDeleting(false)}
      />
    </Card>
  );
}
