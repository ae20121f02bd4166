import { formatRupees } from '@app/api/shared';
import { Button } from '@app/ui/button';
import { ConfirmDialog } from '@app/ui/confirm-dialog';
import { TextField } from '@app/ui/field';
import { lazy, Suspense, useState } from 'react';
import { toast } from 'sonner';
import * as v from 'valibot';
import { PackUnit } from '../../components/pack-unit.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { useT } from '../../lib/i18n.ts';
import { priceText, quantityText } from '../../lib/quantity.ts';
import { trpc } from '../../lib/trpc.ts';
import measureText from '../../locales/compiled/measure.ts';
import substitutesText from '../../locales/compiled/substitutes.ts';
import supplierOrders from '../../locales/compiled/supplierOrders.ts';
import weighingText from '../../locales/compiled/weighing.ts';
import { substituteName } from './substitute-offer.tsx';
import type { SupplierOrder } from './supplier-orders-page.tsx';
import { WeighDialog } from './weigh-dialog.tsx';

type Line = SupplierOrder['items'][number];

const kg = (q: number) => quantityText(q, 'kg');
// Loaded when a supplier opens it: most visits to the orders never offer a substitute.
const SubstituteDialog = lazy(() => import('./substitute-dialog.tsx'));

/**
 * The supplier's lines of an order. While its part is still to be handed over it may ship less
 * of a line (never more): the customer is told and pays less. A line weighed when packed is an
 * estimate until the supplier enters the weight packed. While packing (`substitutable`), a line it
 * cannot fill may get a substitute offered, which the customer accepts or declines.
 */
export function SupplierOrderLines({
  order,
  editable,
  substitutable,
}: {
  order: SupplierOrder;
  editable: boolean;
  substitutable: boolean;
}) {
  const { t } = useT(supplierOrders, weighingText, substitutesText);
  const [shorting, setShorting] = useState<Line>();
  const [weighing, setWeighing] = useState<Line>();
  const [substituting, setSubstituting] = useState<Line>();
  return (
    <>
      <ul
        className="divide-y divide-stone-100 rounded-lg border border-stone-200 text-sm"
        aria-label={t('supplierOrders.yourLines')}
      >
        {order.items.map((i) =>
          i.kind === 'charge' ? (
            <li key={i.id} className="flex flex-wrap items-baseline justify-between gap-x-3 px-3 py-2">
              <span>{t('supplierOrders.charge')}</span>
              <span className="font-medium tabular-nums">{formatRupees(i.line_total)}</span>
            </li>
          ) : (
            <li
              key={i.id}
              className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 px-3 py-2"
            >
              <span className="min-w-0">
                {i.product_name}
                <PackUnit line={i} />
                {i.supplied_quantity < i.quantity && (
                  <span className="block text-xs text-amber-800">
                    {t('supplierOrders.shipping', {
                      supplied: quantityText(i.supplied_quantity, i.sold_by),
                      ordered: quantityText(i.quantity, i.sold_by),
                    })}
                  </span>
                )}
                {i.estimated && (
                  <span className="block text-xs text-amber-800">
                    {t('weighing.estimatedTolerance', { tolerance: i.tolerance_percent })}
                  </span>
                )}
                {i.proposed_quantity !== null && (
                  <span className="block text-xs font-medium text-amber-800">
                    {t('weighing.awaiting', { quantity: kg(i.proposed_quantity) })}
                  </span>
                )}
                <SubstitutionStatus order={order} line={i} />
              </span>
              <span className="flex flex-wrap items-baseline gap-x-3 tabular-nums">
                <span>
                  {i.estimated
                    ? t('weighing.about', { quantity: kg(i.quantity) })
                    : i.estimated_quantity !== null
                      ? t('weighing.weighed', {
                          quantity: kg(i.quantity),
                          estimate: kg(i.estimated_quantity),
                        })
                      : quantityText(i.quantity, i.sold_by)}{' '}
                  × {priceText(i.price, i.sold_by)} ={' '}
                  <span className="font-medium">{formatRupees(i.line_total)}</span>
                </span>
                {editable && i.weighed && i.supplied_quantity === i.quantity && (
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={t('weighing.enterWeightOf', { name: i.product_name })}
                    onClick={() => setWeighing(i)}
                  >
                    {t('weighing.enterWeight')}
                  </Button>
                )}
                {editable && i.supplied_quantity > 0 && (
                  <Button variant="ghost" size="sm" onClick={() => setShorting(i)}>
                    {t('supplierOrders.shipLess')}
                  </Button>
                )}
                {editable &&
                  substitutable &&
                  !i.substitution &&
                  !i.substitute_for &&
                  i.supplied_quantity > 0 && (
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={t('substitutes.offerFor', { name: i.product_name })}
                      onClick={() => setSubstituting(i)}
                    >
                      {t('substitutes.offer')}
                    </Button>
                  )}
              </span>
            </li>
          ),
        )}
      </ul>
      {shorting && <ShipLessDialog order={order} line={shorting} onClose={() => setShorting(undefined)} />}
      {weighing && <WeighDialog order={order} line={weighing} onClose={() => setWeighing(undefined)} />}
      {substituting && (
        <Suspense fallback={null}>
          <SubstituteDialog order={order} line={substituting} onClose={() => setSubstituting(undefined)} />
        </Suspense>
      )}
    </>
  );
}

/**
 * A line's substitute as its supplier follows it: offered and waiting, accepted (by the customer
 * or its standing setting), declined or lapsed at hand-over (the line left out). A substitute
 * line names the line it replaces.
 */
function SubstitutionStatus({ order, line }: { order: SupplierOrder; line: Line }) {
  const { t } = useT(substitutesText);
  if (line.substitute_for) {
    const original = order.items.find((x) => x.id === line.substitute_for);
    return original ? (
      <span className="block text-xs text-sky-800">
        {t('substitutes.insteadOf', { name: original.product_name })}
      </span>
    ) : null;
  }
  const s = line.substitution;
  if (!s) return null;
  const said = { substitute: substituteName(s), quantity: quantityText(s.quantity, s.sold_by) };
  const text =
    s.status === 'offered'
      ? t('substitutes.status.offered', said)
      : s.status === 'accepted'
        ? t(s.auto ? 'substitutes.status.acceptedAuto' : 'substitutes.status.accepted', said)
        : s.status === 'declined'
          ? t('substitutes.status.declined', said)
          : t('substitutes.status.expired');
  const tone =
    s.status === 'offered' ? 'text-sky-800' : s.status === 'accepted' ? 'text-green-800' : 'text-amber-800';
  return <span className={`block text-xs font-medium ${tone}`}>{text}</span>;
}

function ShipLessDialog({ order, line, onClose }: { order: SupplierOrder; line: Line; onClose: () => void }) {
  const { t } = useT(supplierOrders, measureText);
  const utils = trpc.useUtils();
  const byPack = line.sold_by === 'pack';
  const [value, setValue] = useState(byPack ? String(line.supplied_quantity - 1) : '');
  const [error, setError] = useState<string>();
  const ship = trpc.orders.supplier.shortLine.useMutation({
    onSuccess(r) {
      toast.success(
        t('supplierOrders.shorted', {
          name: line.product_name,
          quantity: quantityText(r.quantity, line.sold_by),
          total: formatRupees(r.total),
        }),
      );
      onClose();
    },
    onError: (e) => setError(errorMessage(e, t('supplierOrders.shortFailed'))),
    onSettled: () => utils.orders.supplier.list.invalidate(),
  });
  const supplied = line.supplied_quantity;
  // Less than promised: whole packs, or kg or litres to the gram or millilitre.
  const schema = byPack
    ? v.pipe(
        v.string(),
        v.transform(Number),
        v.integer(t('supplierOrders.wholeNumber')),
        v.minValue(0, t('supplierOrders.zeroOrMore')),
        v.maxValue(supplied - 1, t('supplierOrders.fewerThan', { max: supplied })),
      )
    : v.pipe(
        v.string(),
        v.transform((s) => Number(s.replace(',', '.'))),
        v.check(
          (q) => Number.isFinite(q) && Math.abs(q * 1000 - Math.round(q * 1000)) < 1e-6,
          t('supplierOrders.decimals'),
        ),
        v.minValue(0, t('supplierOrders.zeroOrMore')),
        v.check(
          (q) => q < supplied,
          t('supplierOrders.lessThan', { max: quantityText(supplied, line.sold_by) }),
        ),
      );
  const submit = () => {
    const parsed = v.safeParse(schema, value.trim() || 'x');
    if (!parsed.success) return setError(parsed.issues[0].message);
    ship.mutate({ order_id: order.order_id, line_id: line.id, quantity: parsed.output });
  };
  return (
    <ConfirmDialog
      open
      tone="primary"
      title={t('supplierOrders.shipLessTitle', { name: line.product_name })}
      message={
        byPack
          ? t('supplierOrders.shipLessMessage', { count: line.supplied_quantity, unit: line.unit })
          : t('supplierOrders.shipLessMeasure', { quantity: quantityText(supplied, line.sold_by) })
      }
      confirmLabel={ship.isPending ? t('supplierOrders.saving') : t('supplierOrders.shipThisMany')}
      busy={ship.isPending}
      onCancel={onClose}
      onConfirm={submit}
    >
      <TextField
        className="mt-3"
        label={t('supplierOrders.quantity', {
          unit: byPack ? line.unit : t(line.sold_by === 'kg' ? 'measure.unit.kg' : 'measure.unit.litre'),
        })}
        type={byPack ? 'number' : 'text'}
        inputMode={byPack ? 'numeric' : 'decimal'}
        min={byPack ? 0 : undefined}
        max={byPack ? line.supplied_quantity - 1 : undefined}
        value={value}
        error={error}
        onChange={(e) => {
          setValue(e.target.value);
          setError(undefined);
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter') submit();
        }}
      />
    </ConfirmDialog>
  );
}
