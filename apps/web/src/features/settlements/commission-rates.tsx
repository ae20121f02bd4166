import type { RouterOutputs } from '@app/api';
import { isSuperAdmin } from '@app/api/access';
import { commissionInput } from '@app/api/schemas';
import { Button } from '@app/ui/button';
import { DataTable } from '@app/ui/data-table';
import { EmptyState } from '@app/ui/empty-state';
import { controlClass } from '@app/ui/field';
import { createColumnHelper } from '@tanstack/react-table';
import { Tag } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { QueryState, Section } from '../../components/admin/page.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { translateSentence, useT } from '../../lib/i18n.ts';
import { session } from '../../lib/session.ts';
import { trpc } from '../../lib/trpc.ts';
import money from '../../locales/compiled/money.ts';

type Rate = RouterOutputs['settlements']['staff']['commissions'][number];
const col = createColumnHelper<Rate>();

/** Commission per category; the super admin edits a rate in place, sub-admins read them. */
export function CommissionRates() {
  const { t } = useT(money);
  const rates = trpc.settlements.staff.commissions.useQuery();
  const editable = isSuperAdmin(session.user());
  const columns = [
    col.accessor('category_name', {
      header: t('money.category'),
      cell: (c) => translateSentence(c.getValue()),
    }),
    col.accessor('commission_percent', {
      header: t('money.commission'),
      meta: { numeric: !editable },
      cell: (c) => (editable ? <RateEditor rate={c.row.original} /> : `${c.getValue()}%`),
    }),
  ];
  return (
    <Section title={t('money.rates.title')} className="mt-8 max-w-2xl">
      <p className="mb-3 text-sm text-stone-600">
        {t('money.rates.about')}
        {editable ? '' : ` ${t('money.rates.superOnly')}`}
      </p>
      <QueryState query={rates} failed={t('money.rates.loadFailed')}>
        <DataTable
          caption={t('money.rates.caption')}
          cards
          data={rates.data ?? []}
          columns={columns}
          getRowId={(r) => r.category_id}
          pageSize={50}
          empty={<EmptyState icon={Tag} title={t('money.rates.empty')} />}
        />
      </QueryState>
    </Section>
  );
}

function RateEditor({ rate }: { rate: Rate }) {
  const { t } = useT(money);
  const utils = trpc.useUtils();
  const [value, setValue] = useState(String(rate.commission_percent));
  const [error, setError] = useState('');
  const save = trpc.settlements.staff.setCommission.useMutation({
    onSuccess(_, input) {
      toast.success(
        t('money.rates.saved', {
          category: translateSentence(rate.category_name),
          percent: String(input.commission_percent),
        }),
      );
      utils.settlements.staff.commissions.invalidate();
    },
    onError: (e) => setError(errorMessage(e, t('money.rates.saveFailed'))),
  });
  const id = `rate-${rate.category_id}`;
  return (
    <form
      noValidate
      className="flex flex-col gap-1"
      onSubmit={(e) => {
        e.preventDefault();
        const parsed = commissionInput.safeParse({
          category_id: rate.category_id,
          commission_percent: Number(value),
        });
        if (value.trim() === '') setError(t('money.rates.enter'));
        else if (!parsed.success)
          setError(translateSentence(parsed.error.issues[0]?.message ?? t('money.rates.enter')));
        else save.mutate(parsed.data);
      }}
    >
      <label htmlFor={id} className="sr-only">
        {t('money.rates.label', { category: translateSentence(rate.category_name) })}
      </label>
      <span className="flex items-center gap-2">
        <span className="w-20">
          <input
            id={id}
            type="number"
            inputMode="decimal"
            min={0}
            max={50}
            step={0.01}
            value={value}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(e) => {
              setValue(e.target.value);
              setError('');
            }}
            className={`${controlClass} h-9 text-right tabular-nums`}
          />
        </span>
        <span aria-hidden>%</span>
        <Button
          type="submit"
          size="sm"
          variant="secondary"
          busy={save.isPending}
          disabled={Number(value) === rate.commission_percent && value.trim() !== ''}
          aria-label={t('money.rates.saveLabel', { category: translateSentence(rate.category_name) })}
        >
          {t('money.save')}
        </Button>
      </span>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-xs font-medium text-red-700">
          {error}
        </p>
      )}
    </form>
  );
}
