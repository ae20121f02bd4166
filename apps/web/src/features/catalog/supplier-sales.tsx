import { formatRupees } from '@app/api/shared';
import { Button } from '@app/ui/button';
import { Card } from '@app/ui/card';
import { EmptyState } from '@app/ui/empty-state';
import { Spinner } from '@app/ui/spinner';
import { TriangleAlert } from 'lucide-react';
import { useT } from '../../lib/i18n.ts';
import { quantityText } from '../../lib/quantity.ts';
import { formatDay } from '../../lib/relative-time.ts';
import { trpc } from '../../lib/trpc.ts';
import salesText from '../../locales/compiled/supplierSales.ts';
import { AreaChart } from '../analytics/charts.tsx';

/** The dashboard's analytics tile opened: the supplier's sales per week (chart) and per product (table). */
export default function SupplierSales() {
  const { t } = useT(salesText);
  const sales = trpc.catalog.supplier.sales.useQuery();
  const d = sales.data;
  if (sales.isPending) return <Spinner label={t('supplierSales.loading')} />;
  if (sales.isError || !d)
    return (
      <EmptyState icon={TriangleAlert} title={t('supplierSales.failed')}>
        <Button variant="secondary" size="sm" onClick={() => sales.refetch()}>
          {t('supplierSales.tryAgain')}
        </Button>
      </EmptyState>
    );
  // The axis and tooltip show each week by its Monday; the heading says they are weeks.
  const span = { from: formatDay(d.from), to: formatDay(d.to) };
  return (
    <Card className="flex flex-col gap-4 p-4">
      <div>
        <h2 className="text-lg font-semibold">{t('supplierSales.title')}</h2>
        <p className="text-sm">{t('supplierSales.total', { amount: formatRupees(d.total), ...span })}</p>
        <p className="text-xs text-stone-600">{t('supplierSales.rule')}</p>
      </div>
      <AreaChart
        data={d.weeks}
        xKey="week_start"
        series={[{ key: 'sales', label: t('supplierSales.series') }]}
        format={formatRupees}
        formatX={formatDay}
        height={220}
        label={t('supplierSales.chart', span)}
      />
      <h3 className="font-semibold">{t('supplierSales.byProduct')}</h3>
      {d.products.length === 0 ? (
        <p className="text-sm text-stone-600">{t('supplierSales.none')}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <thead className="text-left text-stone-600">
              <tr>
                <th className="py-1 pr-2 font-medium">{t('supplierSales.product')}</th>
                <th className="py-1 pr-2 text-right font-medium">{t('supplierSales.quantity')}</th>
                <th className="py-1 pr-2 text-right font-medium">{t('supplierSales.orders')}</th>
                <th className="py-1 text-right font-medium">{t('supplierSales.sales')}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-stone-100">
              {d.products.map((p) => (
                <tr key={p.product_id ?? `${p.name} ${p.unit}`}>
                  <td className="py-1.5 pr-2">
                    {p.name} <span className="text-stone-600">({p.unit})</span>
                  </td>
                  <td className="py-1.5 pr-2 text-right tabular-nums">
                    {quantityText(p.quantity, p.sold_by)}
                  </td>
                  <td className="py-1.5 pr-2 text-right tabular-nums">{p.orders}</td>
                  <td className="py-1.5 text-right tabular-nums">{formatRupees(p.sales)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}
