import type { RouterOutputs } from '@app/api';
import { PART_STATUS_TABLE } from '@app/api/order-status';
import { formatPhone, isFourDigitCode, phoneE164 } from '@app/api/shared';
import { Badge } from '@app/ui/badge';
import { Button } from '@app/ui/button';
import { TextField } from '@app/ui/field';
import { TRPCClientError } from '@trpc/client';
import { Phone } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { errorMessage } from '../../lib/errors.ts';
import { useT } from '../../lib/i18n.ts';
import { trpc } from '../../lib/trpc.ts';
import rider from '../../locales/compiled/rider.ts';
import statusText from '../../locales/compiled/status.ts';

type Assignment = RouterOutputs['delivery']['portal']['active'][number];
type Stop = Assignment['pickup_stops'][number];

const appCode = (e: unknown) =>
  e instanceof TRPCClientError ? (e.data as { appCode?: string } | undefined)?.appCode : undefined;

const linkClass =
  'inline-flex min-h-11 items-center gap-2 rounded-lg border border-stone-300 bg-white px-3 text-sm font-medium text-stone-800 hover:bg-stone-100';

/** What the rider reads about a stop that is not ready to collect. */
const WAITING: Partial<Record<Stop['status'], `rider.stops.${'new' | 'accepted' | 'rejected'}`>> = {
  new: 'rider.stops.new',
  accepted: 'rider.stops.accepted',
  rejected: 'rider.stops.rejected',
};

/** The suppliers to collect from before the drop: one stop per supplier part, each with its code. */
export function PickupStops({ a }: { a: Assignment }) {
  const { t } = useT(rider);
  const collecting = a.delivery_status === 'assigned' && a.next_statuses.length > 0;
  return (
    <section aria-labelledby={`stops-${a.id} order-${a.id}`} className="flex flex-col gap-2">
      <h4 id={`stops-${a.id}`} className="text-sm font-semibold">
        {t('rider.stops.title')}
      </h4>
      <ol className="flex flex-col gap-2">
        {a.pickup_stops.map((s, i) => (
          <PickupStop key={s.part_id} a={a} stop={s} n={i + 1} collecting={collecting} />
        ))}
      </ol>
    </section>
  );
}

function PickupStop({
  a,
  stop,
  n,
  collecting,
}: {
  a: Assignment;
  stop: Stop;
  n: number;
  collecting: boolean;
}) {
  const { t } = useT(rider, statusText);
  const utils = trpc.useUtils();
  // The code is checked here by the API's rule without its schema (zod), which the portal's first
  // download then does not carry (decision 0078, rider portal).
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string>();
  const collect = trpc.delivery.collectPart.useMutation({
    onSuccess() {
      toast.success(t('rider.stops.collectedFrom', { supplier: stop.supplier_name }));
      setCode('');
      utils.delivery.portal.invalidate();
    },
    onError(e) {
      if (appCode(e) === 'wrong_pickup_code') setCodeError(e.message);
      else toast.error(errorMessage(e, t('rider.stops.collectFailed')));
      if (appCode(e) === 'invalid_transition' || appCode(e) === 'not_awaiting_pickup')
        utils.delivery.portal.invalidate();
    },
  });
  const done = stop.status === 'handed_over';
  const collectable = collecting && stop.status === 'packed';
  const why = WAITING[stop.status];
  return (
    <li
      aria-label={t('rider.stops.stop', { n, supplier: stop.supplier_name })}
      className="rounded-lg border border-stone-200 p-3"
    >
      <div className="flex items-start justify-between gap-2">
        <p className="min-w-0 font-medium">
          {n}. <span translate="no">{stop.supplier_name}</span>
        </p>
        <Badge tone={PART_STATUS_TABLE[stop.status].tone}>
          {t(done ? 'rider.stops.collected' : `partStatus.${stop.status}`)}
        </Badge>
      </div>
      {stop.address && (
        <p translate="no" className="text-sm text-stone-600">
          {stop.address}
        </p>
      )}
      {stop.phone && (
        <a href={`tel:${phoneE164(stop.phone)}`} className={`${linkClass} mt-2`}>
          <Phone className="size-5 shrink-0" aria-hidden />{' '}
          {t('rider.card.call', { phone: formatPhone(stop.phone) })}
        </a>
      )}
      {why && <p className="mt-2 text-sm text-stone-600">{t(why)}</p>}
      {collectable && (
        <form
          noValidate
          aria-label={t('rider.stops.collectFrom', { supplier: stop.supplier_name, number: a.order_number })}
          className="mt-2 flex flex-col gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            if (!isFourDigitCode(code)) setCodeError(t('rider.stops.codeError'));
            else collect.mutate({ id: a.id, part_id: stop.part_id, pickup_code: code.trim() });
          }}
        >
          <TextField
            label={t('rider.stops.code')}
            hint={t('rider.stops.codeHint')}
            inputMode="numeric"
            autoComplete="off"
            pattern="[0-9]*"
            maxLength={4}
            name="pickup_code"
            value={code}
            error={codeError}
            onChange={(e) => {
              setCode(e.target.value);
              setCodeError(undefined);
            }}
          />
          <Button type="submit" size="lg" busy={collect.isPending} className="w-full">
            {t('rider.stops.collected')}
          </Button>
        </form>
      )}
    </li>
  );
}
