import { Button } from '@app/ui/button';
import { keepPreviousData } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { useT } from '../../lib/i18n.ts';
import { trpc } from '../../lib/trpc.ts';
import claimsDesk from '../../locales/compiled/claimsDesk.ts';
import { ClaimFilters, ClaimList, type ClaimSearch, claimListInput } from './claim-list.tsx';
import type { Claim } from './claim-view.tsx';

const AnswerDialog = lazy(() => import('./answer-dialog.tsx'));

/** /supplier/claims: customers' claims on the supplier's lines, each answered once before staff decide. */
export function SupplierClaimsPage() {
  const { t } = useT(claimsDesk);
  const search: ClaimSearch = useSearch({ from: '/_authed/supplier/claims' });
  const { input, enabled } = claimListInput(search);
  const list = trpc.claims.supplierList.useQuery(input, { placeholderData: keepPreviousData, enabled });
  const [answering, setAnswering] = useState<Claim | null>(null);
  return (
    <main className="mx-auto flex max-w-4xl flex-col gap-4 p-4">
      <header>
        <h1 className="text-2xl font-bold">{t('claimsDesk.supplierTitle')}</h1>
        <p className="mt-1 text-sm text-stone-600">{t('claimsDesk.supplierIntro')}</p>
      </header>
      <ClaimFilters search={search} />
      <ClaimList
        search={search}
        query={list}
        actions={(c) =>
          c.status === 'open' &&
          c.supplier_response === null && (
            <Button
              size="md"
              aria-label={t('claimsDesk.answerOn', { item: c.product_name })}
              onClick={() => setAnswering(c)}
            >
              {t('claimsDesk.answer')}
            </Button>
          )
        }
      />
      {answering && (
        <Suspense fallback={null}>
          <AnswerDialog claim={answering} onClose={() => setAnswering(null)} />
        </Suspense>
      )}
    </main>
  );
}
