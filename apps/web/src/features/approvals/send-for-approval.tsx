import type { RouterInputs } from '@app/api';
import { Button } from '@app/ui/button';
import { toast } from 'sonner';
import { errorMessage } from '../../lib/errors.ts';
import { useT } from '../../lib/i18n.ts';
import { trpc } from '../../lib/trpc.ts';
import approvals from '../../locales/compiled/approvals.ts';

/**
 * Checkout answered 409 approval_required (decision 0113): why, and a button that sends the same
 * checkout for approval instead, then says so. Loaded only then: /checkout's own code stays small.
 */
export default function SendForApproval({
  reason,
  input,
  onSent,
}: {
  reason: string;
  input: RouterInputs['approvals']['request'];
  onSent: () => void;
}) {
  const { t } = useT(approvals);
  const send = trpc.approvals.request.useMutation({
    onSuccess() {
      toast.success(t('approvals.sent'), { description: t('approvals.sentDetail') });
      onSent();
    },
    onError: (e) => toast.error(errorMessage(e, t('approvals.sendFailed'))),
  });
  return (
    <div role="alert" className="mt-4 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
      <p>{reason}</p>
      <Button type="button" className="mt-2 w-full" busy={send.isPending} onClick={() => send.mutate(input)}>
        {t('approvals.send')}
      </Button>
    </div>
  );
}
