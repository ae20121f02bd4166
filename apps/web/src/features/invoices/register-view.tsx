import type { RouterOutputs } from '@app/api';
import { formatRupees } from '@app/api/shared';
import { Button } from '@app/ui/button';
import { SelectField, TextField } from '@app/ui/field';
import { Spinner } from '@app/ui/spinner';
import { keepPreviousData } from '@tanstack/react-query';
import { createColumnHelper, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { useState } from 'react';
import { toast } from 'sonner';
import { ResponsiveTable } from '../../components/responsive-table.tsx';
import { saveFile } from '../../lib/download.ts';
import { errorMessage } from '../../lib/errors.ts';
import { useT } from '../../lib/i18n.ts';
import { ALONE, trpc } from '../../lib/trpc.ts';
import purchasesText from '../../locales/compiled/purchases.ts';

type Register = RouterOutputs['invoices']['purchaseRegister'];
type Row = Register['rows'][number];
type Gstins = RouterOutputs['invoices']['purchaseGstins']['gstins'];

const thisMonth = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 7);

const col = createColumnHelper<Row>();
const rupees = (k: 'taxable_value' | 'igst' | 'cgst' | 'sgst' | 'total', header: string) =>
  col.accessor(k, { header, cell: (c) => formatRupees(c.getValue()), meta: { numeric: true } });

function useColumns() {
  const { t } = useT(purchasesText);
  return [
    col.accessor('supplier_name', {
      header: t('purchases.supplier'),
      cell: (c) => (
        <span>
          {c.getValue()}
          <span className="block font-mono text-xs text-stone-600">{c.row.original.supplier_gstin}</span>
        </span>
      ),
    }),
    col.accessor('number', {
      header: t('purchases.document'),
      cell: (c) => (
        <span>
          <span className="break-all font-mono text-xs">{c.getValue()}</span>
          <span className="block text-stone-600">
            {c.row.original.document_type === 'credit_note'
              ? t('purchases.creditNote')
              : t('purchases.invoice')}{' '}
            · {c.row.original.date}
          </span>
        </span>
      ),
    }),
    col.accessor('place_of_supply', {
      header: t('purchases.placeOfSupply'),
      cell: (c) => `${c.row.original.place_of_supply_code}-${c.getValue()}`,
    }),
    rupees('taxable_value', t('purchases.taxable')),
    rupees('igst', t('purchases.igst')),
    rupees('cgst', t('purchases.cgst')),
    rupees('sgst', t('purchases.sgst')),
    rupees('total', t('purchases.total')),
  ];
}

/** One month of one GSTIN: a table on wide screens, a card per document under 640 px. */
function Documents({ register }: { register: Register }) {
  const { t } = useT(purchasesText);
  const table = useReactTable({
    data: register.rows,
    columns: useColumns(),
    getRowId: (r) => r.number,
    getCoreRowModel: getCoreRowModel(),
  });
  const rows = table.getRowModel().rows;
  if (rows.length === 0) return <p className="text-sm text-stone-600">{t('purchases.empty')}</p>;
  return (
    <ResponsiveTable
      table={table}
      caption={t('purchases.caption', { gstin: register.gstin, month: register.month })}
      listLabel={t('purchases.listLabel', { gstin: register.gstin })}
    />
  );
}

/** The chooser, the month, the documents, the totals and the CSV. */
export default function RegisterView({ gstins }: { gstins: Gstins }) {
  const { t } = useT(purchasesText);
  const [gstin, setGstin] = useState(gstins[0]!.gstin);
  const [month, setMonth] = useState(gstins[0]!.last_month);
  const [saving, setSaving] = useState(false);
  const utils = trpc.useUtils();
  const register = trpc.invoices.purchaseRegister.useQuery(
    { gstin, month },
    { placeholderData: keepPreviousData },
  );
  const totals = register.data?.totals;
  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
        <SelectField label={t('purchases.gstin')} value={gstin} onChange={(e) => setGstin(e.target.value)}>
          {gstins.map((g) => (
            <option key={g.gstin} value={g.gstin}>
              {g.outlet_name
                ? t('purchases.gstinOfOutlet', { gstin: g.gstin, outlet: g.outlet_name })
                : g.gstin}
            </option>
          ))}
        </SelectField>
        <TextField
          type="month"
          label={t('purchases.month')}
          value={month}
          max={thisMonth()}
          onChange={(e) => /^\d{4}-\d{2}$/.test(e.target.value) && setMonth(e.target.value)}
        />
        <Button
          variant="secondary"
          disabled={saving || !register.data?.rows.length}
          onClick={async () => {
            setSaving(true);
            try {
              saveFile(await utils.invoices.purchaseRegisterCsv.fetch({ gstin, month }, ALONE));
            } catch (e) {
              toast.error(errorMessage(e, t('purchases.downloadFailed')));
            } finally {
              setSaving(false);
            }
          }}
        >
          {saving ? t('purchases.preparing') : t('purchases.download')}
        </Button>
      </div>
      {register.isPending ? (
        <Spinner label={t('purchases.loading')} />
      ) : register.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {t('purchases.failed')}{' '}
          <Button size="sm" variant="secondary" onClick={() => register.refetch()}>
            {t('purchases.tryAgain')}
          </Button>
        </p>
      ) : (
        <div className={register.isPlaceholderData ? 'opacity-60' : undefined}>
          <Documents register={register.data} />
        </div>
      )}
      {totals && register.data?.rows.length ? (
        <section aria-label={t('purchases.totals')}>
          <h3 className="mb-2 text-sm font-semibold">{t('purchases.totals')}</h3>
          <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-5">
            {(
              [
                [t('purchases.taxable'), totals.taxable_value],
                [t('purchases.igst'), totals.igst],
                [t('purchases.cgst'), totals.cgst],
                [t('purchases.sgst'), totals.sgst],
                [t('purchases.total'), totals.total],
              ] as const
            ).map(([label, value]) => (
              <div key={label} className="rounded-lg border border-stone-200 bg-white p-3">
                <dt className="text-stone-500">{label}</dt>
                <dd className="font-semibold tabular-nums">{formatRupees(value)}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}
    </div>
  );
}
