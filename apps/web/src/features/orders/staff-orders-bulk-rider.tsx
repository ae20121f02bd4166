import type { RouterOutputs } from '@app/api';
import { Button } from '@app/ui/button';
import { ConfirmDialog } from '@app/ui/confirm-dialog';
import { controlClass } from '@app/ui/field';
import { useState } from 'react';
import { toast } from 'sonner';
import { errorMessage } from '../../lib/errors.ts';
import { useT } from '../../lib/i18n.ts';
import { trpc } from '../../lib/trpc.ts';
import staffOps from '../../locales/compiled/staffOps.ts';

type Order = RouterOutputs['orders']['staff']['list']['items'][number];

/** The selection's cities, each with how many of the selected orders are in it. */
function citiesOf(picked: Order[]) {
  const found = new Map<string | null, { id: string | null; name: string; count: number }>();
  for (const o of picked) {
    const city = found.get(o.city_id) ?? { id: o.city_id, name: o.city_name ?? '', count: 0 };
    city.count += 1;
    found.set(o.city_id, city);
  }
  return [...found.values()];
}

/**
 * Give the selected orders to one rider of their city. Each goes through the single order's call
 * (`delivery.staff.assign`, decision 0116), one after another, so its rules, notices and audit
 * apply unchanged; those refused stay selected with the server's reason. A selection spanning
 * cities is not guessed at: the staff member narrows the list to one city first.
 */
export function BulkRider({
  picked,
  onDone,
  onNarrow,
}: {
  picked: Order[];
  /** The ids that were assigned: they leave the selection. */
  onDone: (ids: string[]) => void;
  /** Filter the list (and the selection) to this city. */
  onNarrow: (cityId: string) => void;
}) {
  const { t } = useT(staffOps);
  const utils = trpc.useUtils();
  // The same list (and city scope) the delivery screen assigns from.
  const personnel = trpc.delivery.staff.personnel.useQuery(undefined, { staleTime: 30_000 });
  const assign = trpc.delivery.staff.assign.useMutation();
  const [riderId, setRiderId] = useState('');
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  // The server's reason per refused order, shown while that order stays selected.
  const [refused, setRefused] = useState<ReadonlyMap<string, string>>(new Map());
  const cities = citiesOf(picked);
  const city = cities.length === 1 ? cities[0]! : null;
  const riders = (personnel.data ?? []).filter((r) => !city?.id || r.city_id === city.id);
  const rider = riders.find((r) => r.id === riderId);

  const run = async () => {
    if (!rider) return;
    setBusy(true);
    const done: string[] = [];
    const reasons = new Map<string, string>();
    for (const o of picked) {
      try {
        await assign.mutateAsync({ id: o.id, delivery_person_id: rider.id });
        done.push(o.id);
      } catch (e) {
        reasons.set(
          o.id,
          t('staffOps.bulkRefused', {
            order: o.order_number,
            reason: errorMessage(e, t('staffOps.assignFailed')),
          }),
        );
      }
    }
    setBusy(false);
    setAsking(false);
    setRefused(reasons);
    onDone(done);
    utils.orders.staff.list.invalidate();
    utils.delivery.staff.personnel.invalidate();
    if (done.length)
      toast.success(
        t('staffOps.assignDone', { done: done.length, count: picked.length, rider: rider.username }),
      );
    else toast.error(t('staffOps.assignNone'));
  };

  if (cities.length > 1)
    return (
      <div className="flex flex-wrap items-center gap-2">
        <p className="text-stone-800">{t('staffOps.assignManyCities', { count: cities.length })}</p>
        {cities.map((c) =>
          c.id ? (
            <Button key={c.id} size="sm" variant="secondary" onClick={() => onNarrow(c.id!)}>
              {t('staffOps.onlyCity', { city: c.name, count: c.count })}
            </Button>
          ) : null,
        )}
      </div>
    );

  const noRiders = personnel.isSuccess && riders.length === 0;
  const placeholder = personnel.isError
    ? t('staffOps.ridersFailed')
    : personnel.isPending
      ? t('staffOps.ridersLoading')
      : noRiders
        ? t('staffOps.noRidersIn', { city: city?.name ?? '' })
        : t('staffOps.pickRider');
  const pending = picked.filter((o) => refused.has(o.id));
  return (
    <>
      <div className="flex flex-wrap items-center gap-2">
        <span className="w-full sm:w-80">
          <select
            className={`${controlClass} h-9`}
            value={rider ? riderId : ''}
            aria-label={t('staffOps.bulkRider')}
            disabled={!personnel.isSuccess || noRiders}
            onChange={(e) => setRiderId(e.target.value)}
          >
            <option value="">{placeholder}</option>
            {riders.map((r) => (
              <option key={r.id} value={r.id}>
                {t('staffOps.riderLoad', { rider: r.username, count: r.active_deliveries })}
              </option>
            ))}
          </select>
        </span>
        <Button size="sm" disabled={!rider} onClick={() => setAsking(true)}>
          {t('staffOps.assignRider')}
        </Button>
      </div>
      {pending.length > 0 && (
        <div className="text-amber-950" role="status">
          <p className="font-medium">{t('staffOps.notAssigned')}</p>
          <ul className="list-disc pl-5">
            {pending.map((o) => (
              <li key={o.id}>{refused.get(o.id)}</li>
            ))}
          </ul>
        </div>
      )}
      <ConfirmDialog
        open={asking && !!rider}
        tone="primary"
        title={t('staffOps.assignTitle', { count: picked.length, rider: rider?.username ?? '' })}
        message={t('staffOps.assignWhy')}
        confirmLabel={t('staffOps.assignRider')}
        busy={busy}
        onCancel={() => setAsking(false)}
        onConfirm={run}
      >
        <PickedOrders picked={picked} />
      </ConfirmDialog>
    </>
  );
}

/** The selected orders a bulk confirmation names (status and rider alike). */
export function PickedOrders({
  picked,
}: {
  picked: { id: string; order_number: string; restaurant_name: string }[];
}) {
  return (
    <ul className="mt-2 max-h-40 list-disc overflow-y-auto pl-5 text-sm text-stone-700">
      {picked.map((o) => (
        <li key={o.id}>
          {o.order_number} · {o.restaurant_name}
        </li>
      ))}
    </ul>
  );
}
