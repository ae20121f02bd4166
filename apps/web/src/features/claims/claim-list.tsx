import type { RouterOutputs } from '@app/api';
import { CLAIM_STATUSES, type ClaimStatus } from '@app/api/enums';
import { Button } from '@app/ui/button';
import { Card } from '@app/ui/card';
import { EmptyState } from '@app/ui/empty-state';
import { SelectField } from '@app/ui/field';
import { Spinner } from '@app/ui/spinner';
import { MessageSquareWarning, SearchX, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { DateRangeFields, isReversed } from '../../components/date-range-fields.tsx';
import { Pager } from '../../components/pager.tsx';
import { useT } from '../../lib/i18n.ts';
import { useSetSearch } from '../../lib/url-list.ts';
import claimsDesk from '../../locales/compiled/claimsDesk.ts';
import claimWords from '../../locales/compiled/claimWords.ts';
import { type Claim, ClaimView } from './claim-view.tsx';

/** A claims list's filters, kept in the address (the routes' validateSearch). */
export type ClaimSearch = { status?: ClaimStatus; from?: string; to?: string; page?: number };
type ClaimPage = RouterOutputs['claims']['staffList'];

export const PAGE_SIZE = 20;

/** The list procedures' input from the address; `enabled` is false while the dates are reversed. */
export const claimListInput = (s: ClaimSearch) => ({
  input: { status: s.status, from: s.from, to: s.to, page: s.page ?? 1, page_size: PAGE_SIZE },
  enabled: !isReversed(s.from, s.to),
});

/** Status and filing dates; any change starts at page 1. */
export function ClaimFilters({ search }: { search: ClaimSearch }) {
  const { t } = useT(claimsDesk, claimWords);
  const set = useSetSearch<ClaimSearch>();
  const filtered = Boolean(search.status || search.from || search.to);
  return (
    <section
      aria-label={t('claimsDesk.filters')}
      className="mb-4 grid grid-cols-2 items-end gap-3 sm:grid-cols-4"
    >
      <SelectField
        className="col-span-2 sm:col-span-1"
        label={t('claimsDesk.status')}
        value={search.status ?? ''}
        onChange={(e) => set({ status: (e.target.value || undefined) as ClaimStatus | undefined })}
      >
        <option value="">{t('claimsDesk.allStatuses')}</option>
        {CLAIM_STATUSES.map((s) => (
          <option key={s} value={s}>
            {t(`claimStatus.${s}`)}
          </option>
        ))}
      </SelectField>
      <DateRangeFields
        from={search.from}
        to={search.to}
        labels={[t('claimsDesk.from'), t('claimsDesk.to')]}
        onChange={(patch) => set(patch, { replace: true })}
      />
      {filtered && (
        <Button
          variant="ghost"
          className="col-span-2 justify-self-start sm:col-span-1"
          onClick={() => set({ status: undefined, from: undefined, to: undefined })}
        >
          {t('claimsDesk.clear')}
        </Button>
      )}
    </section>
  );
}

/** The page of claims with its loading, error and empty states; `actions` are a claim's buttons. */
export function ClaimList({
  search,
  query,
  actions,
}: {
  search: ClaimSearch;
  query: {
    data?: ClaimPage;
    isPending: boolean;
    isError: boolean;
    isPlaceholderData: boolean;
    refetch: () => unknown;
  };
  actions: (c: Claim) => ReactNode;
}) {
  const { t } = useT(claimsDesk);
  const set = useSetSearch<ClaimSearch>();
  if (isReversed(search.from, search.to)) return null;
  if (query.isPending) return <Spinner label={t('claimsDesk.loading')} />;
  if (query.isError || !query.data)
    return (
      <EmptyState icon={TriangleAlert} title={t('claimsDesk.failed')}>
        <Button variant="secondary" size="sm" onClick={() => query.refetch()}>
          {t('claimsDesk.tryAgain')}
        </Button>
      </EmptyState>
    );
  const { items, total } = query.data;
  if (items.length === 0)
    return search.status || search.from || search.to ? (
      <EmptyState icon={SearchX} title={t('claimsDesk.noMatch')}>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => set({ status: undefined, from: undefined, to: undefined })}
        >
          {t('claimsDesk.clear')}
        </Button>
      </EmptyState>
    ) : (
      <EmptyState icon={MessageSquareWarning} title={t('claimsDesk.noneYet')}>
        {t('claimsDesk.noneYetText')}
      </EmptyState>
    );
  return (
    <>
      <ul
        aria-label={t('claimsDesk.list')}
        aria-busy={query.isPlaceholderData}
        className="grid gap-3 lg:grid-cols-2"
      >
        {items.map((c) => (
          <li key={c.id}>
            <Card className="p-4">
              <ClaimView claim={c} order actions={actions(c)} />
            </Card>
          </li>
        ))}
      </ul>
      <Pager
        page={search.page ?? 1}
        pageSize={PAGE_SIZE}
        total={total}
        onPage={(p) => set({ ...search, page: p > 1 ? p : undefined })}
      />
    </>
  );
}
