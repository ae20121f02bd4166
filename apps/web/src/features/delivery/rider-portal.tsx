import type { RouterOutputs } from '@app/api';
import { Button } from '@app/ui/button';
import { Card } from '@app/ui/card';
import { EmptyState } from '@app/ui/empty-state';
import { Spinner } from '@app/ui/spinner';
import { keepPreviousData } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { LanguageSwitch } from '../../components/language-switch.tsx';
import { LogoutButton } from '../../components/logout-button.tsx';
import { NotificationBell } from '../../components/notification-bell.tsx';
import { useT } from '../../lib/i18n.ts';
import { session } from '../../lib/session.ts';
import { trpc } from '../../lib/trpc.ts';
import rider from '../../locales/compiled/rider.ts';
import { ActiveList } from './active-list.tsx';
import { CompletedDeliveryRow } from './assignment-card.tsx';
import { CashInHand } from './cash-in-hand.tsx';
import { keptSteps } from './kept-steps.ts';
import { useRiderApp } from './rider-app.ts';
import { RiderStats } from './rider-stats.tsx';
import { useKeptSteps, useOnline } from './use-kept-steps.ts';

type Portal = RouterOutputs['delivery']['portal'];

/** Spec: assignments are polled every 30 seconds. */
const POLL_MS = 30_000;

/**
 * The rider's phone screen, made for the rush (decision 0067): installable, it starts and shows
 * the day's jobs without a connection, keeps status changes until they are sent, and lists the
 * jobs in the order they are worked.
 */
export function DeliveryPortal() {
  const { t } = useT(rider);
  const userId = session.user()?.id ?? '';
  useRiderApp();
  const steps = useKeptSteps(userId);
  const online = useOnline();
  const portal = trpc.delivery.portal.useQuery(undefined, {
    refetchInterval: POLL_MS,
    // Keep showing the last answer while a poll runs or fails: no flicker on a slow connection.
    placeholderData: keepPreviousData,
    // The day as last seen, until the server answers (or without a connection).
    initialData: () => keptSteps.portal(userId) ?? undefined,
    initialDataUpdatedAt: 0,
  });
  const { isError, errorUpdatedAt, data, dataUpdatedAt, failureCount } = portal;
  // navigator.onLine may say online with no way through (a dead Wi-Fi, some browsers' offline
  // emulation): the kept day, not read again since it was shown because the read failed, is offline too.
  const offline = !online || (dataUpdatedAt === 0 && failureCount > 0);
  useEffect(() => {
    if (isError && errorUpdatedAt && navigator.onLine)
      toast.error(t('rider.loadFailedToast'), { id: 'assignments-error' });
  }, [isError, errorUpdatedAt]);
  const { send } = steps;
  useEffect(() => {
    if (!data || dataUpdatedAt === 0) return;
    keptSteps.keepPortal(userId, data);
    // An answer means a connection: whatever waits goes now (the online event is not always sent).
    send();
  }, [data, dataUpdatedAt, userId, send]);

  const { job } = useSearch({ from: '/_authed/delivery' });
  const navigate = useNavigate();
  // A notification names its job's order number (there is no link): a new job may need a fresh read.
  const openJob = async (title: string) => {
    const find = (d?: Portal) => d?.active.find((x) => title.includes(x.order_number));
    const a = find(data) ?? find((await portal.refetch()).data);
    if (a) navigate({ to: '/delivery', search: { job: a.id }, resetScroll: false });
  };
  const [scrolledTo, setScrolledTo] = useState<string>();
  useEffect(() => {
    if (!job || job === scrolledTo || !data?.active.some((a) => a.id === job)) return;
    document.getElementById(`job-${job}`)?.scrollIntoView({ block: 'start' });
    setScrolledTo(job);
  }, [job, scrolledTo, data]);

  return (
    <div className="min-h-dvh bg-stone-50">
      <header className="sticky top-0 z-10 border-b border-stone-200 bg-white/95 backdrop-blur">
        <div className="mx-auto flex max-w-3xl items-center justify-between gap-2 px-4 py-2">
          {/* At 360 px the title may take two lines: the header stays within the 80 px the cards scroll below. */}
          <div className="min-w-0">
            <h1 className="text-base leading-5 font-bold sm:text-lg sm:leading-7">{t('rider.title')}</h1>
            <p translate="no" className="truncate text-xs text-stone-500">
              {session.user()?.username}
            </p>
          </div>
          <div className="flex shrink-0 items-center gap-1">
            <NotificationBell touch onOpen={(n) => void openJob(n.title)} />
            <LanguageSwitch />
            <LogoutButton className="min-h-11 px-2" />
          </div>
        </div>
        {offline && (
          <p role="status" className="bg-amber-100 px-4 py-1 text-center text-sm text-amber-950">
            {t('rider.offline')}
          </p>
        )}
      </header>

      <main className="mx-auto flex max-w-3xl flex-col gap-4 px-4 py-3">
        {!data ? (
          portal.isError ? (
            <EmptyState title={t('rider.loadFailed')}>
              <p>{t('rider.checkConnection')}</p>
              <Button className="mt-3" busy={portal.isFetching} onClick={() => portal.refetch()}>
                {t('rider.tryAgain')}
              </Button>
            </EmptyState>
          ) : (
            <Spinner label={t('rider.loading')} />
          )
        ) : (
          <>
            <RiderStats stats={data.stats} />
            <CashInHand cash={data.cash} />
            <ActiveList data={data} job={job} steps={steps} />
            <section aria-labelledby="completed-heading">
              <h2 id="completed-heading" className="mb-2 text-base font-semibold">
                {t('rider.completed')}
              </h2>
              {data.completed.length === 0 ? (
                <p className="text-sm text-stone-600">{t('rider.completedNone')}</p>
              ) : (
                <Card className="px-4">
                  <ul className="divide-y divide-stone-100">
                    {data.completed.map((a) => (
                      <CompletedDeliveryRow key={a.id} a={a} />
                    ))}
                  </ul>
                </Card>
              )}
            </section>
          </>
        )}
      </main>
    </div>
  );
}
