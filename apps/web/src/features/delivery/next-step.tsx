import type { RouterOutputs } from '@app/api';
import { nextDeliveryStatuses } from '@app/api/delivery-status';
import type { DeliveryStatus, RiderFailureReason } from '@app/api/enums';
import { awaitsPickup } from '@app/api/order-status';
import { Button } from '@app/ui/button';
import { useT } from '../../lib/i18n.ts';
import rider from '../../locales/compiled/rider.ts';
import statusText from '../../locales/compiled/status.ts';
import { DeliverStep } from './deliver-step.tsx';
import { DoorCheck } from './door-check.tsx';
import { type InspectionStep, isInspection, isStatusStep, type Step } from './kept-steps.ts';

type Assignment = RouterOutputs['delivery']['portal']['active'][number];
export type StepInput = {
  status: DeliveryStatus;
  otp?: string;
  reason?: RiderFailureReason;
  notes?: string;
  cash_collected?: number;
};

/**
 * The card's one next step: a single tap when only one status can follow, the code and
 * Delivered at the door (failed behind "Could not deliver"), and between pick-up and the drop
 * the goods checked at the door. Steps not yet answered by the server show as waiting to send,
 * and the rider can go on from the status they lead to.
 */
export function NextStep({
  a,
  waiting,
  sending,
  refused,
  onStep,
  onInspect,
  onProof,
  onDismiss,
}: {
  a: Assignment;
  waiting: Step[];
  sending: boolean;
  refused?: string;
  onStep: (step: StepInput) => void;
  onInspect: (lines: InspectionStep['lines']) => void;
  /** The customer cannot give the code: deliver with a photo (needs a connection). */
  onProof: () => void;
  onDismiss: () => void;
}) {
  const { t } = useT(rider, statusText);
  const last = waiting.filter(isStatusStep).at(-1);
  const status = last?.status ?? a.delivery_status;
  const next = last ? nextDeliveryStatuses(status) : a.next_statuses;
  const inspection = waiting.find(isInspection);
  const atDoor = (status === 'picked_up' || status === 'in_transit') && next.length > 0;
  // The server refuses picked up until then (decision 0059).
  const toCollect = status === 'assigned' ? a.pickup_stops.filter((s) => awaitsPickup(s.status)).length : 0;
  return (
    <div className="flex flex-col gap-2">
      {refused && <Refused message={refused} onDismiss={onDismiss} />}
      {last && (
        <p role="status" className="rounded-lg bg-amber-50 p-3 text-sm font-medium text-amber-950">
          {t(sending ? 'rider.step.sending' : 'rider.step.waiting', {
            status: t(`deliveryStatus.${last.status}`),
          })}
        </p>
      )}
      {(atDoor || inspection) && (
        <DoorCheck a={a} waiting={inspection} sending={sending} onInspect={onInspect} />
      )}
      {next.length === 0 ? (
        !last && <p className="text-sm text-red-800">{t('rider.step.cancelled')}</p>
      ) : toCollect > 0 ? (
        <>
          <Button size="lg" className="w-full" disabled aria-describedby={`collect-first-${a.id}`}>
            {t('deliveryStatus.picked_up')}
          </Button>
          <p id={`collect-first-${a.id}`} className="text-sm text-stone-600">
            {t('rider.step.collectFirst', { count: toCollect })}
          </p>
        </>
      ) : next.includes('delivered') ? (
        // The check at the door lowers the cash to collect: the field starts again from the new amount.
        <DeliverStep key={a.order_details.cash_to_collect} a={a} onStep={onStep} onProof={onProof} />
      ) : (
        next.map((s) => (
          <Button key={s} size="lg" className="w-full" onClick={() => onStep({ status: s })}>
            {t(`deliveryStatus.${s}`)}
          </Button>
        ))
      )}
    </div>
  );
}

/** The server's sentence for a step it refused, until the rider has read it. */
export function Refused({ message, onDismiss }: { message: string; onDismiss: () => void }) {
  const { t } = useT(rider);
  return (
    <div role="alert" className="flex items-start justify-between gap-2 rounded-lg bg-red-50 p-3 text-sm">
      <p className="text-red-900">
        <span className="font-medium">{t('rider.step.notSent')}</span>
        {message}
      </p>
      <Button variant="ghost" size="md" className="-my-2 shrink-0" onClick={onDismiss}>
        {t('rider.step.dismiss')}
      </Button>
    </div>
  );
}
