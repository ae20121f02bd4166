import type { RouterOutputs } from '@app/api';
import { isFourDigitCode } from '@app/api/shared';
import { Button } from '@app/ui/button';
import { TextField } from '@app/ui/field';
import { lazy, Suspense, useState } from 'react';
import { useT } from '../../lib/i18n.ts';
import rider from '../../locales/compiled/rider.ts';
import statusText from '../../locales/compiled/status.ts';
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
  const { t } = useT(rider, statusText);
  // The API's rule for the code, without its schema (zod) in the portal's first download.
  const [otp, setOtp] = useState('');
  const [otpError, setOtpError] = useState<string>();
  const cash = useCashCollected(a);
  const [failing, setFailing] = useState(false);
  return (
    <div className="flex flex-col gap-2">
      <form
        noValidate
        aria-label={t('rider.deliver.form', { number: orderNumber })}
        className="flex flex-col gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          const valid = isFourDigitCode(otp);
          if (!valid) setOtpError(t('rider.deliver.codeError'));
          const collected = cash.read();
          if (valid && collected !== null)
            onStep({ status: 'delivered', otp: otp.trim(), cash_collected: collected });
        }}
      >
        <TextField
          label={t('rider.deliver.code')}
          hint={t('rider.deliver.codeHint')}
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={4}
          name="otp"
          value={otp}
          error={otpError}
          onChange={(e) => {
            setOtp(e.target.value);
            setOtpError(undefined);
          }}
        />
        {cash.field}
        <Button type="submit" size="lg" className="w-full">
          {t('deliveryStatus.delivered')}
        </Button>
      </form>
      <Button variant="secondary" size="md" className="w-full" onClick={onProof}>
        {t('rider.deliver.photo')}
      </Button>
      <Button variant="secondary" size="md" className="w-full" onClick={() => setFailing(true)}>
        {t('rider.deliver.failed')}
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
