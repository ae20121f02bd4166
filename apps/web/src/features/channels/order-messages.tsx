import { Button } from '@app/ui/button';
import { Spinner } from '@app/ui/spinner';
import { toast } from 'sonner';
import { errorMessage } from '../../lib/errors.ts';
import { useT } from '../../lib/i18n.ts';
import { trpc } from '../../lib/trpc.ts';
import text from '../../locales/compiled/channelsStaff.ts';

/**
 * What was sent about one order outside the app, and "Send again" on each (decision 0111): staff
 * with manage_orders in the order's city. Loaded when a card's messages are first opened.
 */
export default function OrderMessages({ orderId }: { orderId: string }) {
  const { t } = useT(text);
  const utils = trpc.useUtils();
  const list = trpc.channels.staff.orderMessages.useQuery({ id: orderId });
  const resend = trpc.channels.staff.resend.useMutation({
    onSuccess() {
      toast.success(t('channelsStaff.messages.resent'));
      void utils.channels.staff.orderMessages.invalidate({ id: orderId });
    },
    onError: (e) => toast.error(errorMessage(e, t('channelsStaff.messages.resendFailed'))),
  });
  if (list.isPending) return <Spinner label={t('channelsStaff.messages.loading')} />;
  if (list.isError) return <p className="text-red-700">{t('channelsStaff.messages.failed')}</p>;
  if (list.data.messages.length === 0)
    return <p className="text-stone-600">{t('channelsStaff.messages.none')}</p>;
  return (
    <ul className="divide-y divide-stone-100">
      {list.data.messages.map((m) => (
        <li key={m.id} className="flex flex-wrap items-start justify-between gap-2 py-2">
          <div className="min-w-0 flex-1">
            <p className="font-medium text-stone-800">
              {t('channelsStaff.messages.line', {
                name: m.recipient.name,
                channel: t(`channelsStaff.channel.${m.channel}`),
                status: t(`channelsStaff.status.${m.status}`),
              })}
            </p>
            <p className="break-words text-stone-600" lang={m.language}>
              {m.text}
            </p>
          </div>
          <Button
            size="sm"
            variant="secondary"
            busy={resend.isPending && resend.variables?.message_id === m.id}
            aria-label={t('channelsStaff.messages.resendOf', { text: m.text })}
            onClick={() => resend.mutate({ id: orderId, message_id: m.id })}
          >
            {t('channelsStaff.messages.resend')}
          </Button>
        </li>
      ))}
    </ul>
  );
}
