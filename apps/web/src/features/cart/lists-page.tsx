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
import { formatDateTime } from '../../lib/relative-time.ts';
import { trpc } from '../../lib/trpc.ts';
import { CartChanges, type ChangeLine } from './cart-changes.tsx';
import { ListEditor } from './list-editor.tsx';

type ListSummary = RouterOutputs['cart']['lists']['list']['lists'][number];

/** My lists: par lists to top the cart up from, made from the cart or a past order. */
export function ListsPage() {
  const lists = trpc.cart.lists.list.useQuery();
  return (
    <CustomerLayout title="My Lists">
      {lists.isPending ? (
        <Spinner label="Loading lists…" />
      ) : lists.isError ? (
        <EmptyState icon={TriangleAlert} title="Failed to load lists">
          <Button variant="secondary" className="mt-2" onClick={() => lists.refetch()}>
            Try again
          </Button>
        </EmptyState>
      ) : lists.data.lists.length === 0 ? (
        <EmptyState icon={NotebookPen} title="No lists yet">
          <p>Save your cart or a past order as a list, then top your cart up from it in one tap.</p>
          <Link
            to="/cart"
            className="mt-4 inline-flex h-11 items-center rounded-lg bg-brand-700 px-4 text-sm font-medium text-white hover:bg-brand-800"
          >
            Go to cart
          </Link>
        </EmptyState>
      ) : (
        <ul aria-label="Lists" className="flex flex-col gap-3">
          {lists.data.lists.map((l) => (
            <li key={l.id}>
              <ListCard list={l} />
            </li>
          ))}
        </ul>
      )}
    </CustomerLayout>
  );
}

function ListCard({ list }: { list: ListSummary }) {
  const utils = trpc.useUtils();
  const [changes, setChanges] = useState<ChangeLine[] | null>(null);
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const topUp = trpc.cart.lists.toCart.useMutation({
    onSuccess(r) {
      setChanges(
        r.lines.map((l) => ({
          key: l.product_id,
          name: `${l.product_name} (${l.unit})`,
          added: l.added_quantity,
          message: l.message,
        })),
      );
      void utils.cart.list.invalidate();
      void utils.cart.lists.byId.invalidate({ id: list.id });
    },
    onError: (e) => toast.error(errorMessage(e, 'Could not add the list to your cart')),
  });
  const remove = trpc.cart.lists.remove.useMutation({
    onSuccess() {
      setDeleting(false);
      toast.success(`List “${list.name}” deleted`);
      void utils.cart.lists.list.invalidate();
    },
    onError: (e) => toast.error(errorMessage(e, 'Could not delete the list')),
  });
  return (
    <Card className="p-4">
      <h2 className="break-words font-semibold text-stone-900">{list.name}</h2>
      <p className="text-sm text-stone-500">
        {list.item_count} product(s) · changed {formatDateTime(list.updated_at)}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button
          busy={topUp.isPending}
          aria-label={`Add to cart: ${list.name}`}
          onClick={() => topUp.mutate({ id: list.id })}
        >
          Add to cart
        </Button>
        <Button variant="secondary" aria-label={`Edit ${list.name}`} onClick={() => setEditing(true)}>
          Edit
        </Button>
        <Button
          variant="ghost"
          className="text-red-700"
          aria-label={`Delete ${list.name}`}
          onClick={() => setDeleting(true)}
        >
          Delete
        </Button>
      </div>
      <CartChanges title={`Added from “${list.name}”`} lines={changes} onClose={() => setChanges(null)} />
      {editing && <ListEditor id={list.id} onClose={() => setEditing(false)} />}
      <ConfirmDialog
        open={deleting}
        title="Delete this list?"
        message={`“${list.name}” and its par quantities will be deleted. Your cart stays as it is.`}
        confirmLabel="Delete list"
        busy={remove.isPending}
        onConfirm={() => remove.mutate({ id: list.id })}
        onCancel={() => setDeleting(false)}
      />
    </Card>
  );
}
