import type { RouterOutputs } from '@app/api';
import { Button } from '@app/ui/button';
import { Card } from '@app/ui/card';
import { EmptyState } from '@app/ui/empty-state';
import { Spinner } from '@app/ui/spinner';
import { StatCard } from '@app/ui/stat-card';
import { keepPreviousData } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { LogoutButton } from '../../components/logout-button.tsx';
import { NotificationBell } from '../../components/notification-bell.tsx';
import { session } from '../../lib/session.ts';
import { trpc } from '../../lib/trpc.ts';
import { ActiveDeliveryCard, CompletedDeliveryRow } from './assignment-card.tsx';
import { CashInHand } from './cash-in-hand.tsx';
import { ProofDialog } from './proof-of-delivery.tsx';
import { UpdateStatusDialog } from './update-status-dialog.tsx';

type Assignment = RouterOutputs['delivery']['portal']['active'][number];

/** Spec: assignments are polled every 30 seconds. */
const POLL_MS = 30_000;

/** The rider's phone screen: small payload (one poll), big targets, no heavy libraries. */
export function DeliveryPortal() {
  const portal = trpc.delivery.portal.useQuery(undefined, {
    refetchInterval: POLL_MS,
    // Keep showing the last answer while a poll runs or fails: no flicker on a slow connection.
    placeholderData: keepPreviousData,
  });
  const [updating, setUpdating] = useState<Assignment | null>(null);
  const [proving, setProving] = useState<Assignment | null>(null);
  const { isError, errorUpdatedAt } = portal;
  useEffect(() => {
    if (isError && errorUpdatedAt) toast.error('Failed to load assignments', { id: 'assignments-error' });
  }, [isError, errorUpdatedAt]);

  const data = portal.data;
  return (
    <div className="min-h-dvh bg-stone-50">
      <header className="sticky top-0 z-10 border-b border-stone-200 bg-white/95 backdrop-blur">
        <div className="mx-auto flex max-w-3xl items-center justify-between gap-2 px-4 py-2">
          <div className="min-w-0">
            <h1 className="text-lg font-bold">Delivery Portal</h1>
            <p className="truncate text-xs text-stone-500">{session.user()?.username}</p>
          </div>
          <div className="flex items-center gap-1">
            <NotificationBell touch />
            <LogoutButton className="min-h-11" />
          </div>
        </div>
      </header>

      <main className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-4">
        {!data ? (
          portal.isError ? (
            <EmptyState icon="📡" title="Could not load your deliveries">
              <p>Check your connection and try again.</p>
              <Button className="mt-3" busy={portal.isFetching} onClick={() => portal.refetch()}>
                Try again
              </Button>
            </EmptyState>
          ) : (
            <Spinner label="Loading your deliveries…" />
          )
        ) : (
          <>
            <section aria-label="Your numbers" className="grid grid-cols-2 gap-3">
              <StatCard
                label="Active"
                value={data.stats.active}
                hint={`${data.stats.awaiting_pickup} to pick up`}
              />
              <StatCard label="Delivered today" value={data.stats.delivered_today} />
              <StatCard label="Delivered" value={data.stats.delivered} hint="All time" />
              <StatCard label="Failed" value={data.stats.failed} hint="All time" />
            </section>

            <CashInHand cash={data.cash} />

            <section aria-labelledby="active-heading" className="flex flex-col gap-3">
              <h2 id="active-heading" className="text-base font-semibold">
                Active deliveries ({data.active.length})
              </h2>
              {data.active.length === 0 ? (
                <EmptyState icon="🛵" title="No active deliveries">
                  New assignments appear here automatically.
                </EmptyState>
              ) : (
                <ul className="flex flex-col gap-3">
                  {data.active.map((a) => (
                    <li key={a.id}>
                      <ActiveDeliveryCard a={a} onUpdate={() => setUpdating(a)} />
                    </li>
                  ))}
                </ul>
              )}
            </section>

            <section aria-labelledby="completed-heading">
              <h2 id="completed-heading" className="mb-2 text-base font-semibold">
                Recently completed
              </h2>
              {data.completed.length === 0 ? (
                <p className="text-sm text-stone-600">Nothing completed yet.</p>
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
      {updating && (
        <UpdateStatusDialog
          assignment={updating}
          onClose={() => setUpdating(null)}
          onProof={() => {
            setProving(updating);
            setUpdating(null);
          }}
        />
      )}
      {proving && <ProofDialog assignment={proving} onClose={() => setProving(null)} />}
    </div>
  );
}
