import type { RouterOutputs } from '@app/api';
import { Button } from '@app/ui/button';
import { SelectField, TextField } from '@app/ui/field';
import { rupees } from '../../lib/format.ts';
import { useT } from '../../lib/i18n.ts';
import { trpc } from '../../lib/trpc.ts';
import approvals from '../../locales/compiled/approvals.ts';

type Saved = RouterOutputs['approvals']['rules'][number]['category_budgets'][number];
export interface CategoryRow {
  key: number;
  categoryId: string;
  amount: string;
  error?: { category?: string; amount?: string };
}

let next = 0;
export const categoryRows = (saved: Saved[]): CategoryRow[] =>
  saved.map((c) => ({ key: next++, categoryId: c.category_id, amount: String(c.monthly_budget) }));

/**
 * The outlet's monthly budgets per category (decision 0118): a category and an amount per row, the
 * month's spending under each saved one. Saved with the rest of the outlet's rules.
 */
export function CategoryBudgetFields({
  rows,
  saved,
  onChange,
}: {
  rows: CategoryRow[];
  saved: Saved[];
  onChange: (rows: CategoryRow[]) => void;
}) {
  const { t } = useT(approvals);
  const categories = trpc.catalog.categories.list.useQuery(undefined, { staleTime: 300_000 });
  const spentOf = new Map(saved.map((c) => [c.category_id, c]));
  const edit = (key: number, change: Partial<CategoryRow>) =>
    onChange(rows.map((r) => (r.key === key ? { ...r, ...change, error: undefined } : r)));
  const nameOf = (id: string) => categories.data?.find((c) => c.id === id)?.name ?? '';
  return (
    <fieldset className="flex flex-col gap-3 rounded-lg border border-stone-200 p-3">
      <legend className="px-1 text-sm font-medium text-stone-800">{t('approvals.categoryBudgets')}</legend>
      <p className="text-xs text-stone-500">{t('approvals.categoryBudgetsHint')}</p>
      {rows.map((row) => {
        const used = spentOf.get(row.categoryId);
        const taken = new Set(rows.filter((r) => r.key !== row.key).map((r) => r.categoryId));
        return (
          <div key={row.key} className="flex flex-col gap-2 border-b border-stone-100 pb-3">
            <SelectField
              label={t('approvals.category')}
              value={row.categoryId}
              error={row.error?.category}
              onChange={(e) => edit(row.key, { categoryId: e.target.value })}
            >
              <option value="">{t('approvals.chooseCategory')}</option>
              {(categories.data ?? [])
                .filter((c) => !taken.has(c.id))
                .map((c) => (
                  <option key={c.id} value={c.id} translate="no">
                    {c.name}
                  </option>
                ))}
            </SelectField>
            <TextField
              label={t('approvals.categoryBudget')}
              inputMode="decimal"
              value={row.amount}
              error={row.error?.amount}
              onChange={(e) => edit(row.key, { amount: e.target.value })}
            />
            {used && (
              <p className="text-sm text-stone-600">
                {t('approvals.spent', { spent: rupees(used.spent), budget: rupees(used.monthly_budget) })}
              </p>
            )}
            <Button
              variant="ghost"
              size="sm"
              className="self-start"
              aria-label={t('approvals.removeCategoryBudget', { category: nameOf(row.categoryId) })}
              onClick={() => onChange(rows.filter((r) => r.key !== row.key))}
            >
              {t('approvals.remove')}
            </Button>
          </div>
        );
      })}
      <Button
        variant="secondary"
        size="sm"
        className="self-start"
        onClick={() => onChange([...rows, { key: next++, categoryId: '', amount: '' }])}
      >
        {t('approvals.addCategoryBudget')}
      </Button>
    </fieldset>
  );
}
