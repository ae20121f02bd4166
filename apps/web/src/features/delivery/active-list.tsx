import type { RouterOutputs } from '@app/api';
import { DELIVERY_STATUS_TABLE } from '@app/api/delivery-status';
import { Badge } from '@app/ui/badge';
import { EmptyState } from '@app/ui/empty-state';
import { ChevronDown } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { slotText } from '../../lib/format.ts';
import { useT } from '../../lib/i18n.ts';
import rider from '../../locales/compiled/rider.ts';
import riderList from '../../locales/compiled/riderList.ts';
import statusText from '../../locales/compiled/status.ts';
import { ActiveDeliveryCard } from './assignment-card.tsx';
import { keptSteps } from './kept-steps.ts';
import { NextStep, Refused } from './next-step.tsx';
import type { useKeptSteps } from './use-kept-steps.ts';

type Portal = RouterOutputs['delivery']['portal'];
type Job = Portal['active'][number];
type Steps = ReturnType<typeof useKeptSteps>;

// Needs a connection and is the rarer path: loaded when opened (the route's budget).
const ProofDialog = lazy(() => import('./proof-of-delivery.tsx').then((m) => ({ default: m.ProofDialog })));

/**
 * The day's jobs in the order they are worked: the next one in full, each later one a line that
 * opens in place when tapped (nine full cards were thirteen screens on a phone). `job`, the one a
 * notification opened, is open too.
 */
export function ActiveList({ data, job, steps }: { data: Portal; job?: string; steps: Steps }) {
  const { t } = useT(rider, riderList);
  const [proving, setProving] = useState<Job | null>(null);
  const [opened, setOpened] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) => {
    const next = new Set(opened);
    if (!next.delete(id)) next.add(id);
    setOpened(next);
  };
  const card = (a: Job) => (
    <ActiveDeliveryCard
      a={a}
      opened={a.id === job}
      action={
        <NextStep
          a={a}
          waiting={steps.kept.steps.filter((s) => s.id === a.id)}
          sending={steps.kept.sending}
          refused={steps.kept.refused[a.id]?.message}
          onStep={(s) => steps.add({ ...s, id: a.id, order_number: a.order_number })}
          onInspect={(lines) => steps.add({ kind: 'inspect', lines, id: a.id, order_number: a.order_number })}
          onProof={() => setProving(a)}
          onDismiss={() => keptSteps.dismiss(a.id)}
        />
      }
    />
  );
  const [next, ...later] = data.active;
  return (
    <section aria-labelledby="active-heading" className="flex flex-col gap-3">
      {proving && (
        <Suspense>
          <ProofDialog assignment={proving} onClose={() => setProving(null)} />
        </Suspense>
      )}
      <h2 id="active-heading" className="text-base font-semibold">
        {t('rider.active', { count: data.active.length })}
      </h2>
      {Object.entries(steps.kept.refused)
        .filter(([id]) => !data.active.some((a) => a.id === id))
        .map(([id, r]) => (
          // The job has left the list (for example its order was cancelled): its refusal stays here.
          <Refused
            key={id}
            message={t('rider.orderRefused', { number: r.order_number, message: r.message })}
            onDismiss={() => keptSteps.dismiss(id)}
          />
        ))}
      {!next ? (
        <EmptyState title={t('rider.activeNone')}>{t('rider.activeNoneHint')}</EmptyState>
      ) : (
        <ul>
          <li>{card(next)}</li>
        </ul>
      )}
      {later.length > 0 && (
        <>
          <h3 id="later-heading" className="text-sm font-semibold text-stone-700">
            {t('riderList.later', { count: later.length })}
          </h3>
          <ul aria-labelledby="later-heading" className="flex flex-col gap-2">
            {later.map((a) => {
              const open = opened.has(a.id) || a.id === job;
              return (
                <li key={a.id} className="flex flex-col gap-2">
                  <JobRow
                    a={a}
                    open={open}
                    waiting={steps.kept.steps.some((s) => s.id === a.id) || !!steps.kept.refused[a.id]}
                    onToggle={() => toggle(a.id)}
                  />
                  {open && card(a)}
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}

/** A later job on one line: its order, customer and slot; tapped, its card opens below. */
function JobRow({
  a,
  open,
  waiting,
  onToggle,
}: {
  a: Job;
  open: boolean;
  waiting: boolean;
  onToggle: () => void;
}) {
  const { t } = useT(riderList, statusText);
  return (
    <div className="flex min-h-12 items-center gap-2 rounded-lg border border-stone-200 bg-white pr-3">
      {/* The status stays outside the button: its name is the job, never a step's word. */}
      <button
        type="button"
        aria-expanded={open}
        aria-controls={`job-${a.id}`}
        onClick={onToggle}
        className="flex min-h-12 min-w-0 flex-1 items-center gap-2 px-3 text-left text-sm"
      >
        <ChevronDown
          className={`size-4 shrink-0 transition-transform ${open ? 'rotate-180' : ''}`}
          aria-hidden
        />
        <span className="truncate">
          <span className="font-medium whitespace-nowrap">{a.order_number}</span> ·{' '}
          <span translate="no">{a.customer_name}</span>
          {a.delivery_slot ? ` · ${slotText(a.delivery_slot)}` : ''}
        </span>
      </button>
      {/* Open, the card below shows its status and any step waiting. */}
      {!open && waiting && (
        <span className="size-2 shrink-0 rounded-full bg-amber-500" title={t('riderList.waiting')}>
          <span className="sr-only">{t('riderList.waiting')}</span>
        </span>
      )}
      {!open && (
        <Badge tone={DELIVERY_STATUS_TABLE[a.delivery_status].tone} className="shrink-0">
          {t(`deliveryStatus.${a.delivery_status}`)}
        </Badge>
      )}
    </div>
  );
}
