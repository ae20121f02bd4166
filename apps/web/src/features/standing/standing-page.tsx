import { Button } from '@app/ui/button';
import { EmptyState } from '@app/ui/empty-state';
import { Spinner } from '@app/ui/spinner';
import { Repeat, TriangleAlert } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { CustomerLayout } from '../../components/customer-header.tsx';
import { useT } from '../../lib/i18n.ts';
import { trpc } from '../../lib/trpc.ts';
import standingText from '../../locales/compiled/standing.ts';
import { OutletNote } from '../business/outlet-note.tsx';
import { StandingCard } from './standing-card.tsx';
import type { Standing } from './standing-words.ts';

// The form's code (and the lists, cart and slots it reads) loads when it is opened.
const StandingForm = lazy(() => import('./standing-form.tsx'));

/** Standing orders: a customer's orders placed for it on a rhythm (decision 0096). */
export function StandingPage() {
  const { t } = useT(standingText);
  const list = trpc.standing.list.useQuery();
  const [editing, setEditing] = useState<Standing | 'new' | null>(null);
  const create = (
    <Button onClick={() => setEditing('new')} className="mt-2">
      {t('standing.new')}
    </Button>
  );
  return (
    <CustomerLayout title={t('standing.title')}>
      <OutletNote label={t('standing.ofOutlet')} outletId={list.data?.items[0]?.outlet_id} />
      {list.isPending ? (
        <Spinner label={t('standing.loading')} />
      ) : list.isError ? (
        <EmptyState icon={TriangleAlert} title={t('standing.failed')}>
          <Button variant="secondary" className="mt-2" onClick={() => list.refetch()}>
            {t('standing.tryAgain')}
          </Button>
        </EmptyState>
      ) : list.data.items.length === 0 ? (
        <EmptyState icon={Repeat} title={t('standing.empty')}>
          <p className="max-w-md">{t('standing.emptyHint')}</p>
          {create}
        </EmptyState>
      ) : (
        <>
          <div className="mb-4 flex flex-wrap items-end justify-between gap-x-4 gap-y-2">
            <p className="max-w-xl text-sm text-stone-600">{t('standing.intro')}</p>
            {create}
          </div>
          <ul aria-label={t('standing.label')} className="grid items-start gap-3 lg:grid-cols-2">
            {list.data.items.map((s) => (
              <li key={s.id}>
                <StandingCard standing={s} onEdit={() => setEditing(s)} />
              </li>
            ))}
          </ul>
        </>
      )}
      {editing && (
        <Suspense fallback={null}>
          <StandingForm standing={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
        </Suspense>
      )}
    </CustomerLayout>
  );
}
