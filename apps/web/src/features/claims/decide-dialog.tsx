import { Button } from '@app/ui/button';
import { Dialog } from '@app/ui/dialog';
import { TextAreaField, TextField } from '@app/ui/field';
import { useState } from 'react';
import { toast } from 'sonner';
import { errorMessage, errorStatus } from '../../lib/errors.ts';
import { useT } from '../../lib/i18n.ts';
import { quantityText } from '../../lib/quantity.ts';
import { readQuantity } from '../../lib/quantity-entry.ts';
import { trpc } from '../../lib/trpc.ts';
import claimsDesk from '../../locales/compiled/claimsDesk.ts';
import claimWords from '../../locales/compiled/claimWords.ts';
import type { Claim } from './claim-view.tsx';

/**
 * Staff's decision on an open claim: approve all or part of it (the quantity, at most what was
 * claimed) or reject it, with a reason either way; confirmed once more before it is saved, as it
 * issues a credit note and cannot be undone.
 */
export default function DecideDialog({
  claim: c,
  decision,
  onClose,
}: {
  claim: Claim;
  decision: 'approve' | 'reject';
  onClose: () => void;
}) {
  const { t } = useT(claimsDesk, claimWords);
  const utils = trpc.useUtils();
  const approving = decision === 'approve';
  const [quantity, setQuantity] = useState(String(c.quantity));
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ quantity?: string; reason?: string }>({});
  const [confirming, setConfirming] = useState<number | null>(null);
  const [failure, setFailure] = useState<string>();
  const qty = (q: number) => quantityText(q, c.sold_by);
  const decide = trpc.claims.decide.useMutation({
    onSuccess(done) {
      toast.success(
        done.credit_note ? t('claimsDesk.approved', { note: done.credit_note }) : t('claimsDesk.rejected'),
      );
      void utils.claims.staffList.invalidate();
      onClose();
    },
    onError(e) {
      setFailure(errorMessage(e, t('claimsDesk.decideFailed')));
      if (errorStatus(e) === 409) void utils.claims.staffList.invalidate();
    },
  });

  function review() {
    const q = approving ? readQuantity(quantity, c.sold_by, c.quantity) : 0;
    const next = {
      quantity:
        q === 'whole'
          ? t('claimsDesk.wholePacks')
          : q === 'decimals'
            ? t('claimsDesk.decimals')
            : approving && (q === null || q === 0)
              ? t('claimsDesk.quantityError', { max: qty(c.quantity) })
              : undefined,
      reason: reason.trim() ? undefined : t('claimsDesk.reasonError'),
    };
    setErrors(next);
    if (!next.quantity && !next.reason && typeof q === 'number') setConfirming(q);
  }

  const title = t(approving ? 'claimsDesk.approveOn' : 'claimsDesk.rejectOn', { item: c.product_name });
  return (
    <Dialog open onClose={onClose} title={title}>
      {confirming === null ? (
        <form
          noValidate
          className="flex flex-col gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            review();
          }}
        >
          <p className="text-sm text-stone-700">
            {t('claimsDesk.claimedWas', { quantity: qty(c.quantity), reason: t(`claimReason.${c.reason}`) })}
          </p>
          {approving && (
            <TextField
              label={t(`claimsDesk.approveQuantity.${c.sold_by}`)}
              hint={t('claimsDesk.approveHint', { max: qty(c.quantity) })}
              inputMode={c.sold_by === 'pack' ? 'numeric' : 'decimal'}
              autoComplete="off"
              value={quantity}
              error={errors.quantity}
              onChange={(e) => {
                setQuantity(e.target.value);
                setErrors((x) => ({ ...x, quantity: undefined }));
              }}
            />
          )}
          <TextAreaField
            label={t('claimsDesk.reason')}
            hint={t('claimsDesk.reasonHint')}
            maxLength={500}
            value={reason}
            error={errors.reason}
            onChange={(e) => {
              setReason(e.target.value);
              setErrors((x) => ({ ...x, reason: undefined }));
            }}
          />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" size="lg" onClick={onClose}>
              {t('claimsDesk.cancel')}
            </Button>
            <Button type="submit" size="lg" variant={approving ? 'primary' : 'danger'}>
              {t('claimsDesk.continue')}
            </Button>
          </div>
        </form>
      ) : (
        <div className="flex flex-col gap-4">
          <h3 className="font-semibold text-stone-900">
            {approving
              ? t('claimsDesk.confirmApproveTitle', { quantity: qty(confirming), item: c.product_name })
              : t('claimsDesk.confirmRejectTitle', { item: c.product_name })}
          </h3>
          <p className="text-sm text-stone-700">
            {approving
              ? t('claimsDesk.confirmApprove', { quantity: qty(confirming) })
              : t('claimsDesk.confirmReject')}
          </p>
          {failure && (
            <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-900">
              {failure}
            </p>
          )}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button
              variant="secondary"
              size="lg"
              disabled={decide.isPending}
              onClick={() => setConfirming(null)}
            >
              {t('claimsDesk.back')}
            </Button>
            <Button
              size="lg"
              variant={approving ? 'primary' : 'danger'}
              busy={decide.isPending}
              autoFocus
              onClick={() =>
                decide.mutate({
                  id: c.id,
                  decision,
                  reason: reason.trim(),
                  ...(approving ? { quantity: confirming } : {}),
                })
              }
            >
              {t(approving ? 'claimsDesk.approve' : 'claimsDesk.reject')}
            </Button>
          </div>
        </div>
      )}
    </Dialog>
  );
}
