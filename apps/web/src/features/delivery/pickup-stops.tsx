import type { RouterOutputs } from '@app/api';
import { PART_STATUS_INFO } from '@app/api/order-status';
import { collectPartInput } from '@app/api/schemas';
import { formatPhone, phoneE164 } from '@app/api/shared';
import { Badge } from '@app/ui/badge';
import { Button } from '@app/ui/button';
import { TextField } from '@app/ui/field';
import { TRPCClientError } from '@trpc/client';
import { Phone } from 'lucide-react';
import { toast } from 'sonner';
import { errorMessage } from '../../lib/errors.ts';
import { useSchemaForm } from '../../lib/form.ts';
import { trpc } from '../../lib/trpc.ts';

type Assignment = RouterOutputs['delivery']['portal']['active'][number];
type Stop = Assignment['pickup_stops'][number];

const codeForm = collectPartInput.pick({ pickup_code: true });

const appCode = (e: unknown) =>
  e instanceof TRPCClientError ? (e.data as { appCode?: string } | undefined)?.appCode : undefined;

const linkClass =
  'inline-flex min-h-11 items-center gap-2 rounded-lg border border-stone-300 bg-white px-3 text-sm font-medium text-stone-800 hover:bg-stone-100';

/** What the rider reads about a stop that is not ready to collect. */
const WAITING: Partial<Record<Stop['status'], string>> = {
  new: 'Not packed yet: the supplier has not accepted it.',
  accepted: 'Not packed yet: the supplier is preparing it.',
  rejected: 'The supplier cannot supply it: nothing to collect.',
};

/** The suppliers to collect from before the drop: one stop per supplier part, each with its code. */
export function PickupStops({ a }: { a: Assignment }) {
  const collecting = a.delivery_status === 'assigned' && a.next_statuses.length > 0;
  return (
    <section aria-labelledby={`stops-${a.id}`} className="flex flex-col gap-2">
      <h4 id={`stops-${a.id}`} className="text-sm font-semibold">
        Pick up from
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
  const utils = trpc.useUtils();
  const form = useSchemaForm(codeForm, { pickup_code: '' });
  const collect = trpc.delivery.collectPart.useMutation({
    onSuccess() {
      toast.success(`Collected from ${stop.supplier_name}`);
      form.reset();
      utils.delivery.portal.invalidate();
    },
    onError(e) {
      if (appCode(e) === 'wrong_pickup_code') form.setErrors({ pickup_code: e.message });
      else toast.error(errorMessage(e, 'Failed to mark it collected'));
      if (appCode(e) === 'invalid_transition' || appCode(e) === 'not_awaiting_pickup')
        utils.delivery.portal.invalidate();
    },
  });
  const info = PART_STATUS_INFO[stop.status];
  const done = stop.status === 'handed_over';
  return (
    <li aria-label={`Stop ${n}: ${stop.supplier_name}`} className="rounded-lg border border-stone-200 p-3">
      <div className="flex items-start justify-between gap-2">
        <p className="min-w-0 font-medium">
          {n}. {stop.supplier_name}
        </p>
        <Badge tone={info.tone}>{done ? 'Collected' : info.label}</Badge>
      </div>
      {stop.address && <p className="text-sm text-stone-600">{stop.address}</p>}
      {stop.phone && (
        <a href={`tel:${phoneE164(stop.phone)}`} className={`${linkClass} mt-2`}>
          <Phone className="size-5 shrink-0" aria-hidden /> Call {formatPhone(stop.phone)}
        </a>
      )}
      {WAITING[stop.status] && <p className="mt-2 text-sm text-stone-600">{WAITING[stop.status]}</p>}
      {collecting && stop.status === 'packed' && (
        <form
          noValidate
          aria-label={`Collect from ${stop.supplier_name}`}
          className="mt-2 flex flex-col gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            const data = form.validate();
            if (data) collect.mutate({ id: a.id, part_id: stop.part_id, ...data });
          }}
        >
          <TextField
            label="Pick-up code"
            hint="On the supplier’s packing slip"
            inputMode="numeric"
            autoComplete="off"
            pattern="[0-9]*"
            maxLength={4}
            {...form.text('pickup_code')}
          />
          <Button type="submit" size="lg" busy={collect.isPending} className="w-full">
            Collected
          </Button>
        </form>
      )}
    </li>
  );
}
