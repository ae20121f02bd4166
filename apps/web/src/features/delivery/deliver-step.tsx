import type { RouterOutputs } from '@app/api';
import { deliveryStatusForm } from '@app/api/schemas';
import { Button } from '@app/ui/button';
import { TextField } from '@app/ui/field';
import { lazy, Suspense, useState } from 'react';
import { useSchemaForm } from '../../lib/form.ts';
import { useCashCollected } from './cash-collected-field.tsx';
import type { StepInput } from './next-step.tsx';

type Assignment = RouterOutputs['delivery']['portal']['active'][number];

// The rarer path, loaded when opened (the route's budget); kept for offline use by the worker.
const FailDeliveryDialog = lazy(() =>
  import('./fail-delivery-dialog.tsx').then((m) => ({ default: m.FailDeliveryDialog })),
);

/**
 * At the door: the customer's code (and the cash of a COD order) and one tap on Delivered; a
 * photo instead when there is no code; "Could not deliver" asks why.
 */
export function DeliverStep({
  a,
  onStep,
  onProof,
}: {
  a: Assignment;
  onStep: (step: StepInput) => void;
  onProof: () => void;
}) {
  const orderNumber = a.order_number;
  const form = useSchemaForm(deliveryStatusForm, { status: 'delivered', otp: '' });
  const cash = useCashCollected(a);
  const [failing, setFailing] = useState(false);
  return (
    <div className="flex flex-col gap-2">
      <form
        noValidate
        aria-label={`Deliver order ${orderNumber}`}
        className="flex flex-col gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          const data = form.validate();
          const collected = cash.read();
          if (data?.otp && collected !== null)
            onStep({ status: 'delivered', otp: data.otp, cash_collected: collected });
        }}
      >
        <TextField
          label="Delivery code"
          hint="Ask the customer for the 4-digit code shown with their order."
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={4}
          {...form.text('otp')}
        />
        {cash.field}
        <Button type="submit" size="lg" className="w-full">
          Delivered
        </Button>
      </form>
      <Button variant="secondary" size="md" className="w-full" onClick={onProof}>
        No code? Deliver with a photo
      </Button>
      <Button variant="secondary" size="md" className="w-full" onClick={() => setFailing(true)}>
        Could not deliver
      </Button>
      {failing && (
        <Suspense>
          <FailDeliveryDialog
            orderNumber={orderNumber}
            onFail={(f) => onStep({ status: 'failed', ...f })}
            onClose={() => setFailing(false)}
          />
        </Suspense>
      )}
    </div>
  );
}
