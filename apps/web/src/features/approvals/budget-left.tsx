import { rupees } from '../../lib/format.ts';
import { useT } from '../../lib/i18n.ts';
import { trpc } from '../../lib/trpc.ts';
import approvals from '../../locales/compiled/approvals.ts';

/**
 * What is left of the ordering outlet's monthly budget (decision 0113), and of each category budget
 * the cart touches (0118); nothing without one.
 */
export default function BudgetLeft() {
  const { t } = useT(approvals);
  const budget = trpc.approvals.budget.useQuery(undefined, { staleTime: 30_000 });
  const b = budget.data;
  if (!b) return null;
  const categories = b.category_budgets.filter((c) => c.in_cart);
  if ((b.monthly_budget === null || b.left === null) && categories.length === 0) return null;
  return (
    <div className="mb-3 flex flex-col gap-1 rounded-lg bg-stone-50 px-3 py-2 text-sm text-stone-700">
      {b.monthly_budget !== null && b.left !== null && (
        <p>{t('approvals.left', { left: rupees(b.left), budget: rupees(b.monthly_budget) })}</p>
      )}
      {categories.map((c) => (
        <p key={c.category_id} className="flex flex-wrap gap-x-1">
          <span translate="no">{c.category_name}</span>
          <span>
            {t('approvals.categoryLeft', { left: rupees(c.left), budget: rupees(c.monthly_budget) })}
          </span>
        </p>
      ))}
    </div>
  );
}
