import { useEffect, useState, useSyncExternalStore } from 'react';
import { toast } from 'sonner';
import { useT } from '../../lib/i18n.ts';
import { session } from '../../lib/session.ts';
import { trpc } from '../../lib/trpc.ts';
import doorCheck from '../../locales/compiled/doorCheck.ts';
import rider from '../../locales/compiled/rider.ts';
import statusText from '../../locales/compiled/status.ts';
import { isInspection, keptSteps, type NewStep, sendKeptSteps } from './kept-steps.ts';

const onlineEvents = (l: () => void) => {
  window.addEventListener('online', l);
  window.addEventListener('offline', l);
  return () => {
    window.removeEventListener('online', l);
    window.removeEventListener('offline', l);
  };
};

export const useOnline = () => useSyncExternalStore(onlineEvents, () => navigator.onLine);

/**
 * The rider's steps kept on the phone: added steps are sent at once when there is a connection,
 * and whatever waits is sent, in order, when the connection returns or the next poll answers.
 */
export function useKeptSteps(userId: string) {
  useState(() => keptSteps.open(userId));
  const kept = useSyncExternalStore(keptSteps.subscribe, keptSteps.get);
  const utils = trpc.useUtils();
  // `t` reads the language showing when it is called: the send function made once stays right.
  const { t } = useT(rider, statusText, doorCheck);
  const [send] = useState(() => async () => {
    const sent = await sendKeptSteps(
      (step) => {
        if (isInspection(step))
          return utils.client.delivery.inspect.mutate({
            id: step.id,
            lines: step.lines,
            change_id: step.change_id,
          });
        const { order_number: _, kind: __, ...input } = step;
        return utils.client.delivery.advance.mutate(input);
      },
      (step, answer) => {
        toast.success(
          isInspection(step)
            ? t('doorCheck.saved', { number: step.order_number })
            : t('rider.marked', { number: step.order_number, status: t(`deliveryStatus.${step.status}`) }),
        );
        // The answer shows at once: until the list is read again the card must not offer the step again.
        utils.delivery.portal.setData(undefined, (old) =>
          old && answer.next_statuses.length === 0
            ? {
                ...old,
                active: old.active.filter((a) => a.id !== answer.id),
                completed: [answer, ...old.completed],
              }
            : old && { ...old, active: old.active.map((a) => (a.id === answer.id ? answer : a)) },
        );
      },
    );
    if (sent) await utils.delivery.portal.invalidate();
  });
  useEffect(() => {
    send();
    window.addEventListener('online', send);
    // Logout (or an expired session) forgets the rider's day on this phone.
    const unsubscribe = session.subscribe(() => {
      if (!session.token()) keptSteps.forget();
    });
    return () => {
      window.removeEventListener('online', send);
      unsubscribe();
    };
  }, [send]);
  return {
    kept,
    send,
    add(step: NewStep) {
      keptSteps.add(step);
      send();
    },
  };
}
