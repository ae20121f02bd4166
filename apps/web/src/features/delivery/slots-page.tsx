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
import { slotTimesText } from '../../lib/format.ts';
import { useT } from '../../lib/i18n.ts';
import { session } from '../../lib/session.ts';
import { trpc } from '../../lib/trpc.ts';
import staffDelivery from '../../locales/compiled/staffDelivery.ts';
import { type Slot, SlotDialog } from './slot-dialog.tsx';

/**
 * Staff with manage_orders: the delivery slots of their cities; checkout offers the active ones.
 * A section of the delivery management screen (a route of its own would grow every page's entry).
 */
export function DeliverySlotsSection() {
  const { t } = useT(staffDelivery);
  const cutoffText = (m: number) =>
    m % 60 ? t('staffDelivery.minutes', { count: m }) : t('staffDelivery.hours', { count: m / 60 });
  const utils = trpc.useUtils();
  const superAdmin = isSuperAdmin(session.user());
  const slots = trpc.slots.staff.list.useQuery({});
  const cities = trpc.site.cities.list.useQuery(undefined, { enabled: superAdmin });
  const [editing, setEditing] = useState<Slot | 'new' | null>(null);
  const [closing, setClosing] = useState<Slot | null>(null);
  const setActive = trpc.slots.staff.update.useMutation({
    onSuccess: (s) => {
      toast.success(
        t(s.is_active ? 'staffDelivery.slotActivated' : 'staffDelivery.slotDeactivated', {
          slot: slotTimesText(s.start_minute, s.end_minute),
        }),
      );
      setClosing(null);
      void utils.slots.staff.list.invalidate();
    },
    onError: (e) => toast.error(errorMessage(e, t('staffDelivery.slotUpdateFailed'))),
  });
  return (
    <section id="delivery-slots" aria-labelledby="delivery-slots-title" className="flex flex-col gap-3">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="delivery-slots-title" className="text-lg font-semibold">
            {t('staffDelivery.slotsTitle')}
          </h2>
          <p className="text-sm text-stone-600">{t('staffDelivery.slotsIntro')}</p>
        </div>
        <Button onClick={() => setEditing('new')}>{t('staffDelivery.addSlot')}</Button>
      </header>
      <QueryState query={slots} failed={t('staffDelivery.slotsFailed')}>
        {slots.data?.length === 0 ? (
          <EmptyState icon={Clock} title={t('staffDelivery.noSlots')}>
            {t('staffDelivery.noSlotsHint')}
          </EmptyState>
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {slots.data?.map((s) => (
              <li key={s.id}>
                <Card className="flex flex-col gap-2 p-4">
                  <div className="flex items-start justify-between gap-2">
                    <div>
                      <p className="font-semibold text-stone-900">
                        {slotTimesText(s.start_minute, s.end_minute)}
                      </p>
                      <p className="text-sm text-stone-600">{s.city_name}</p>
                    </div>
                    <Badge tone={s.is_active ? 'green' : 'red'}>
                      {t(s.is_active ? 'staffDelivery.active' : 'staffDelivery.inactive')}
                    </Badge>
                  </div>
                  <p className="text-sm text-stone-700">
                    {t('staffDelivery.cutoffLine', {
                      cutoff: cutoffText(s.cutoff_minutes),
                      capacity: s.capacity,
                    })}
                  </p>
                  <div className="flex gap-2">
                    <Button
                      variant="secondary"
                      aria-label={t('staffDelivery.editSlotOf', {
                        slot: slotTimesText(s.start_minute, s.end_minute),
                        city: s.city_name ?? '',
                      })}
                      onClick={() => setEditing(s)}
                    >
                      {t('staffDelivery.edit')}
                    </Button>
                    <Button
                      variant="secondary"
                      aria-label={t(
                        s.is_active ? 'staffDelivery.deactivateSlotOf' : 'staffDelivery.activateSlotOf',
                        { slot: slotTimesText(s.start_minute, s.end_minute), city: s.city_name ?? '' },
                      )}
                      onClick={() =>
                        s.is_active ? setClosing(s) : setActive.mutate({ id: s.id, is_active: true })
                      }
                    >
                      {t(s.is_active ? 'staffDelivery.deactivate' : 'staffDelivery.activate')}
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
        title={t('staffDelivery.deactivateQ')}
        message={t('staffDelivery.deactivateWhat', {
          slot: closing ? slotTimesText(closing.start_minute, closing.end_minute) : '',
          city: closing?.city_name ?? '',
        })}
        confirmLabel={t('staffDelivery.deactivate')}
        busy={setActive.isPending}
        onCancel={() => setClosing(null)}
        onConfirm={() => closing && setActive.mutate({ id: closing.id, is_active: false })}
      />
    </section>
  );
}
