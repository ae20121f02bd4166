import { Button } from '@app/ui/button';
import { Card } from '@app/ui/card';
import { Spinner } from '@app/ui/spinner';
import { StatementButton } from '../../components/statement-button.tsx';
import { useT } from '../../lib/i18n.ts';
import { ALONE, trpc } from '../../lib/trpc.ts';
import creditText from '../../locales/compiled/credit.ts';
import { LedgerView } from './ledger-view.tsx';

/**
 * The customer's credit account on the orders page; nothing for a customer who never had credit.
 * With `outlet` (the page's filter, decision 0119) the account and its statement are that outlet's.
 */
export default function AccountSection({ outlet }: { outlet?: string }) {
  const { t } = useT(creditText);
  const utils = trpc.useUtils();
  const input = outlet ? { outlet_id: outlet } : undefined;
  const ledger = trpc.credit.ledger.useQuery(input);
  if (ledger.isPending) return <Spinner label={t('credit.loading')} />;
  if (ledger.isError)
    return (
      <p role="alert" className="mb-4 text-sm text-red-700">
        {t('credit.failed')}{' '}
        <Button size="sm" variant="secondary" onClick={() => ledger.refetch()}>
          {t('credit.tryAgain')}
        </Button>
      </p>
    );
  if (!ledger.data.credit && ledger.data.entries.length === 0) return null;
  return (
    <Card className="mb-6 p-4">
      <section aria-labelledby="credit-account-title" className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="credit-account-title" className="text-lg font-semibold">
            {t('credit.account')}
          </h2>
          <StatementButton load={() => utils.credit.statement.fetch(input, ALONE)} />
        </div>
        <LedgerView ledger={ledger.data} />
      </section>
    </Card>
  );
}
