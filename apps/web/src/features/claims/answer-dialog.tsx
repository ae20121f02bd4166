import { Button } from '@app/ui/button';
import { Dialog } from '@app/ui/dialog';
import { TextAreaField } from '@app/ui/field';
import { useState } from 'react';
import { toast } from 'sonner';
import { errorMessage, errorStatus } from '../../lib/errors.ts';
import { useT } from '../../lib/i18n.ts';
import { trpc } from '../../lib/trpc.ts';
import claimsDesk from '../../locales/compiled/claimsDesk.ts';
import type { Claim } from './claim-view.tsx';

/** The supplier's one answer to a claim on its line, read by the customer and staff. */
export default function AnswerDialog({ claim, onClose }: { claim: Claim; onClose: () => void }) {
  const { t } = useT(claimsDesk);
  const utils = trpc.useUtils();
  const [response, setResponse] = useState('');
  const [error, setError] = useState<string>();
  const answer = trpc.claims.answer.useMutation({
    onSuccess() {
      toast.success(t('claimsDesk.answered'));
      void utils.claims.supplierList.invalidate();
      onClose();
    },
    onError(e) {
      setError(errorMessage(e, t('claimsDesk.answerFailed')));
      if (errorStatus(e) === 409) void utils.claims.supplierList.invalidate();
    },
  });
  return (
    <Dialog open onClose={onClose} title={t('claimsDesk.answerOn', { item: claim.product_name })}>
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(e) => {
          e.preventDefault();
          if (!response.trim()) setError(t('claimsDesk.answerError'));
          else answer.mutate({ id: claim.id, response: response.trim() });
        }}
      >
        <p className="text-sm text-stone-700">{t('claimsDesk.answerIntro')}</p>
        <TextAreaField
          label={t('claimsDesk.answerLabel')}
          placeholder={t('claimsDesk.answerPlaceholder')}
          maxLength={1000}
          rows={4}
          value={response}
          error={error}
          onChange={(e) => {
            setResponse(e.target.value);
            setError(undefined);
          }}
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" size="lg" onClick={onClose}>
            {t('claimsDesk.cancel')}
          </Button>
          <Button type="submit" size="lg" busy={answer.isPending}>
            {t('claimsDesk.send')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
