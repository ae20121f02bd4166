import { isSuperAdmin } from '@app/api/access';
import { Badge } from '@app/ui/badge';
import { Button } from '@app/ui/button';
import { Card } from '@app/ui/card';
import { ConfirmDialog } from '@app/ui/confirm-dialog';
import { EmptyState } from '@app/ui/empty-state';
import { Clock } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { QueryState } from '../../components/admin/page.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { session } from '../../lib/session.ts';
import { trpc } from '../../lib/trpc.ts';
import { type Slot, SlotDialog } from './slot-dialog.tsx';

const cutoffText = (m: number) => (m % 60 ? `${m} min` : `${m / 60} h`);

/**
 * Staff with manage_orders: the delivery slots of their cities; checkout offers the active ones.
 * A section of the delivery management screen (a route of its own would grow every page's entry).
 */
export function DeliverySlotsSection() {
  const utils = trpc.useUtils();
  const superAdmin = isSuperAdmin(session.user());
  const slots = trpc.slots.staff.list.useQuery({});
  const cities = trpc.site.cities.list.useQuery(undefined, { enabled: superAdmin });
  const [editing, setEditing] = useState<Slot | 'new' | null>(null);
  const [closing, setClosing] = useState<Slot | null>(null);
  const setActive = trpc.slots.staff.update.useMutation({
    onSuccess: (s) => {
      toast.success(`${s.label} slot ${s.is_active ? 'activated' : 'deactivated'}`);
      setClosing(null);
      void utils.slots.staff.list.invalidate();
    },
    onError: (e) => toast.error(errorMessage(e, 'Failed to update the slot')),
  });
  return (
    <section id="delivery-slots" aria-labelledby="delivery-slots-title" className="flex flex-col gap-3">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="delivery-slots-title" className="text-lg font-semibold">
            Delivery Slots
          </h2>
          <p className="text-sm text-stone-600">
            Checkout offers each active slot for today and the next two days until its cut-off, while seats
            are left. A city without slots keeps 2-3 business days.
          </p>
        </div>
        <Button onClick={() => setEditing('new')}>Add Slot</Button>
      </header>
      <QueryState query={slots} failed="Failed to fetch delivery slots">
        {slots.data?.length === 0 ? (
          <EmptyState icon={Clock} title="No delivery slots yet">
            Orders get the standard 2-3 business days until you add one.
          </EmptyState>
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {slots.data?.map((s) => (
              <li key={s.id}>
                <Card className="flex flex-col gap-2 p-4">
                  <div className="flex items-start justify-between gap-2">
                    <div>
                      <p className="font-semibold text-stone-900">{s.label}</p>
                      <p className="text-sm text-stone-600">{s.city_name}</p>
                    </div>
                    <Badge tone={s.is_active ? 'green' : 'red'}>{s.is_active ? 'Active' : 'Inactive'}</Badge>
                  </div>
                  <p className="text-sm text-stone-700">
                    Cut-off {cutoffText(s.cutoff_minutes)} before · {s.capacity} orders a day
                  </p>
                  <div className="flex gap-2">
                    <Button
                      variant="secondary"
                      aria-label={`Edit ${s.label} slot, ${s.city_name}`}
                      onClick={() => setEditing(s)}
                    >
                      Edit
                    </Button>
                    <Button
                      variant="secondary"
                      aria-label={`${s.is_active ? 'Deactivate' : 'Activate'} ${s.label} slot, ${s.city_name}`}
                      onClick={() =>
                        s.is_active ? setClosing(s) : setActive.mutate({ id: s.id, is_active: true })
                      }
                    >
                      {s.is_active ? 'Deactivate' : 'Activate'}
                    </Button>
                  </div>
                </Card>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      {editing && (
        <SlotDialog
          slot={editing === 'new' ? null : editing}
          cities={superAdmin ? (cities.data ?? []) : null}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={!!closing}
        title="Deactivate slot?"
        message={`Checkout will stop offering the ${closing?.label} slot in ${closing?.city_name}. Orders that booked it keep it.`}
        confirmLabel="Deactivate"
        busy={setActive.isPending}
        onCancel={() => setClosing(null)}
        onConfirm={() => closing && setActive.mutate({ id: closing.id, is_active: false })}
      />
    </section>
  );
}
