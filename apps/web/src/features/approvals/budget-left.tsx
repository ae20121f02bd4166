import { rupees } from '../../lib/format.ts';
import { useT } from '../../lib/i18n.ts';
import { trpc } from '../../lib/trpc.ts';
import approvals from '../../locales/compiled/approvals.ts';

/** What is left of the ordering outlet's monthly budget (decision 0113); nothing without one. */
export default function BudgetLeft() {
  const { t } = useT(approvals);
  const budget = trpc.approvals.budget.useQuery(undefined, { staleTime: 30_000 });
  const b = budget.data;
  if (!b || b.monthly_budget === null || b.left === null) return null;
  return (
    <p className="mb-3 rounded-lg bg-stone-50 px-3 py-2 text-sm text-stone-700">
      {t('approvals.left', { left: rupees(b.left), budget: rupees(b.monthly_budget) })}
    </p>
  );
}
