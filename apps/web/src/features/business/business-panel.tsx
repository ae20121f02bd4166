import { Button } from '@app/ui/button';
import { EmptyState } from '@app/ui/empty-state';
import { SelectField } from '@app/ui/field';
import { Spinner } from '@app/ui/spinner';
import { TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { useT } from '../../lib/i18n.ts';
import { trpc } from '../../lib/trpc.ts';
import business from '../../locales/compiled/business.ts';
import { RulesSection } from '../approvals/rules-section.tsx';
import { OutletsSection } from './outlets-section.tsx';
import { PeopleSection } from './people-section.tsx';

/**
 * The businesses the customer belongs to (decision 0102): the outlets it reaches, and for an owner
 * its people. Loaded on the orders screen when opened, so no other screen carries it.
 */
export default function BusinessPanel() {
  const { t } = useT(business);
  const list = trpc.business.list.useQuery();
  const [chosen, setChosen] = useState<string | null>(null);
  const id = chosen ?? list.data?.[0]?.id ?? null;
  return (
    <section
      aria-labelledby="business-title"
      className="mb-6 rounded-xl border border-stone-200 bg-white p-4"
    >
      <h2 id="business-title" className="text-xl font-bold">
        {t('business.title')}
      </h2>
      <p className="mb-4 text-sm text-stone-600">{t('business.intro')}</p>
      {list.isPending ? (
        <Spinner label={t('business.loading')} />
      ) : list.isError ? (
        <EmptyState icon={TriangleAlert} title={t('business.failed')}>
          <Button variant="secondary" onClick={() => list.refetch()}>
            {t('business.tryAgain')}
          </Button>
        </EmptyState>
      ) : (
        <>
          {list.data.length > 1 && (
            <SelectField
              className="mb-4 max-w-sm"
              label={t('business.choose')}
              value={id ?? ''}
              onChange={(e) => setChosen(e.target.value)}
            >
              {list.data.map((b) => (
                <option key={b.id} value={b.id}>
                  {b.name} · {t(`business.role.${b.role}`)}
                </option>
              ))}
            </SelectField>
          )}
          {id && <BusinessView id={id} />}
        </>
      )}
    </section>
  );
}

function BusinessView({ id }: { id: string }) {
  const { t } = useT(business);
  const view = trpc.business.byId.useQuery({ business_id: id });
  if (view.isPending) return <Spinner label={t('business.loading')} />;
  if (view.isError)
    return (
      <EmptyState icon={TriangleAlert} title={t('business.failed')}>
        <Button variant="secondary" onClick={() => view.refetch()}>
          {t('business.tryAgain')}
        </Button>
      </EmptyState>
    );
  const b = view.data;
  const owner = b.role === 'owner';
  return (
    <div className="flex flex-col gap-8">
      <p className="text-sm text-stone-700">
        <span className="font-semibold">{b.name}</span> ·{' '}
        {t('business.yourRole', { role: t(`business.role.${b.role}`) })}
      </p>
      <OutletsSection business={b} owner={owner} />
      {owner && <RulesSection businessId={b.id} />}
      {owner && <PeopleSection business={b} />}
    </div>
  );
}
