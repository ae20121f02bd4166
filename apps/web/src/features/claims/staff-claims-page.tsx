import { Button } from '@app/ui/button';
import { keepPreviousData } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { PageHeader } from '../../components/admin/page.tsx';
import { useT } from '../../lib/i18n.ts';
import { trpc } from '../../lib/trpc.ts';
import claimsDesk from '../../locales/compiled/claimsDesk.ts';
import { ClaimFilters, ClaimList, type ClaimSearch, claimListInput } from './claim-list.tsx';
import type { Claim } from './claim-view.tsx';

const DecideDialog = lazy(() => import('./decide-dialog.tsx'));

/** /admin/claims: staff (manage_orders) approve all or part of a claim, or reject it, always saying why. */
export function StaffClaimsPage() {
  const { t } = useT(claimsDesk);
  const search: ClaimSearch = useSearch({ from: '/admin/claims' });
  const { input, enabled } = claimListInput(search);
  const list = trpc.claims.staffList.useQuery(input, { placeholderData: keepPreviousData, enabled });
  const [deciding, setDeciding] = useState<{ claim: Claim; decision: 'approve' | 'reject' } | null>(null);
  return (
    <>
      <PageHeader title={t('claimsDesk.staffTitle')} description={t('claimsDesk.staffIntro')} />
      <ClaimFilters search={search} />
      <ClaimList
        search={search}
        query={list}
        actions={(c) =>
          c.status === 'open' && (
            <>
              <Button
                aria-label={t('claimsDesk.approveOn', { item: c.product_name })}
                onClick={() => setDeciding({ claim: c, decision: 'approve' })}
              >
                {t('claimsDesk.approve')}
              </Button>
              <Button
                variant="secondary"
                className="text-red-700"
                aria-label={t('claimsDesk.rejectOn', { item: c.product_name })}
                onClick={() => setDeciding({ claim: c, decision: 'reject' })}
              >
                {t('claimsDesk.reject')}
              </Button>
            </>
          )
        }
      />
      {deciding && (
        <Suspense fallback={null}>
          <DecideDialog {...deciding} onClose={() => setDeciding(null)} />
        </Suspense>
      )}
    </>
  );
}
