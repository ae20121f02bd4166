import type { RouterOutputs } from '@app/api';
import { Button } from '@app/ui/button';
import { Card } from '@app/ui/card';
import { SelectField, TextField } from '@app/ui/field';
import { useState } from 'react';
import { toast } from 'sonner';
import { errorMessage } from '../../lib/errors.ts';
import { rupees } from '../../lib/format.ts';
import { useT } from '../../lib/i18n.ts';
import { trpc } from '../../lib/trpc.ts';
import approvals from '../../locales/compiled/approvals.ts';
import { CategoryBudgetFields, type CategoryRow, categoryRows } from './category-budget-fields.tsx';

type OutletRules = RouterOutputs['approvals']['rules'][number];

/** The owner's approval rule and budget per outlet (decision 0113), inside "Your business". */
export function RulesSection({ businessId }: { businessId: string }) {
  const { t } = useT(approvals);
  const rules = trpc.approvals.rules.useQuery({ business_id: businessId });
  if (!rules.data) return null;
  return (
    <section aria-labelledby="rules-title" className="flex flex-col gap-3">
      <h3 id="rules-title" className="text-lg font-semibold">
        {t('approvals.rulesTitle')}
      </h3>
      <p className="text-sm text-stone-600">{t('approvals.rulesIntro')}</p>
      <ul className="grid gap-3 sm:grid-cols-2">
        {rules.data.map((r) => (
          <li key={r.outlet_id}>
            <RulesForm businessId={businessId} rules={r} />
          </li>
        ))}
      </ul>
    </section>
  );
}

const asText = (v: number | null) => (v === null ? '' : String(v));
/** Blank: none; else rupees with at most 2 decimals; undefined: not an amount. */
function amount(text: string): number | null | undefined {
  const s = text.trim().replaceAll(',', '');
  if (s === '') return null;
  return /^\d+(\.\d{1,2})?$/.test(s) ? Number(s) : undefined;
}

/** Each row's category chosen and amount given (a budget per category is never blank): the list to save. */
function checkCategories(rows: CategoryRow[], chooseError: string, amountError: string) {
  const checked = rows.map((row) => {
    const value = amount(row.amount);
    const error = {
      category: row.categoryId === '' ? chooseError : undefined,
      amount: value === undefined || value === null ? amountError : undefined,
    };
    return { row: { ...row, error: error.category || error.amount ? error : undefined }, value };
  });
  const ok = checked.every((c) => !c.row.error);
  return {
    rows: checked.map((c) => c.row),
    budgets: ok
      ? checked.map((c) => ({ category_id: c.row.categoryId, monthly_budget: c.value ?? 0 }))
      : null,
  };
}

function RulesForm({ businessId, rules: r }: { businessId: string; rules: OutletRules }) {
  const { t } = useT(approvals);
  const utils = trpc.useUtils();
  const [above, setAbove] = useState(asText(r.approval_above));
  const [budget, setBudget] = useState(asText(r.monthly_budget));
  const [offList, setOffList] = useState(r.off_list_needs_approval);
  const [mode, setMode] = useState(r.budget_mode);
  const [categories, setCategories] = useState(() => categoryRows(r.category_budgets));
  const [error, setError] = useState<{ above?: string; budget?: string }>({});
  const save = trpc.approvals.setRules.useMutation({
    onSuccess: (all) => {
      utils.approvals.rules.setData({ business_id: businessId }, all);
      toast.success(t('approvals.saved'));
    },
    onError: (e) => toast.error(errorMessage(e, t('approvals.saveFailed'))),
  });
  const ids = { above: `above-${r.outlet_id}`, budget: `budget-${r.outlet_id}`, off: `off-${r.outlet_id}` };
  const spent =
    r.monthly_budget === null
      ? null
      : t('approvals.spent', { spent: rupees(r.spent), budget: rupees(r.monthly_budget) });
  return (
    <Card className="p-4">
      <form
        noValidate
        className="flex flex-col gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          const a = amount(above);
          const b = amount(budget);
          const wrong = t('approvals.amountError');
          setError({
            above: a === undefined ? wrong : undefined,
            budget: b === undefined ? wrong : undefined,
          });
          const checked = checkCategories(
            categories,
            t('approvals.chooseCategory'),
            t('approvals.categoryAmountError'),
          );
          setCategories(checked.rows);
          if (a === undefined || b === undefined || !checked.budgets) return;
          save.mutate({
            business_id: businessId,
            outlet_id: r.outlet_id,
            approval_above: a,
            off_list_needs_approval: offList,
            monthly_budget: b,
            budget_mode: mode,
            category_budgets: checked.budgets,
          });
        }}
      >
        <h4 className="font-semibold break-words">{t('approvals.rulesFor', { outlet: r.outlet_name })}</h4>
        <TextField
          id={ids.above}
          label={t('approvals.above')}
          hint={t('approvals.aboveHint')}
          inputMode="decimal"
          value={above}
          error={error.above}
          onChange={(e) => setAbove(e.target.value)}
        />
        <label htmlFor={ids.off} className="flex min-h-11 items-center gap-2 text-sm">
          <input
            id={ids.off}
            type="checkbox"
            checked={offList}
            onChange={(e) => setOffList(e.target.checked)}
          />
          {t('approvals.offList')}
        </label>
        <TextField
          id={ids.budget}
          label={t('approvals.budget')}
          hint={t('approvals.budgetHint')}
          inputMode="decimal"
          value={budget}
          error={error.budget}
          onChange={(e) => setBudget(e.target.value)}
        />
        <SelectField
          label={t('approvals.mode')}
          value={mode}
          onChange={(e) => setMode(e.target.value === 'refuse' ? 'refuse' : 'approval')}
        >
          <option value="approval">{t('approvals.mode.approval')}</option>
          <option value="refuse">{t('approvals.mode.refuse')}</option>
        </SelectField>
        {spent && <p className="text-sm text-stone-600">{spent}</p>}
        <CategoryBudgetFields rows={categories} saved={r.category_budgets} onChange={setCategories} />
        <Button type="submit" busy={save.isPending}>
          {t('approvals.save')}
        </Button>
      </form>
    </Card>
  );
}
