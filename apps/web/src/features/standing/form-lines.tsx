import { SelectField } from '@app/ui/field';
import { Spinner } from '@app/ui/spinner';
import { useState } from 'react';
import { toast } from 'sonner';
import { errorMessage } from '../../lib/errors.ts';
import { useT } from '../../lib/i18n.ts';
import { lineName } from '../../lib/lines.ts';
import { trpc } from '../../lib/trpc.ts';
import standingText from '../../locales/compiled/standing.ts';
import { LineRows } from './line-rows.tsx';
import type { StandingFormState } from './standing-form-values.ts';
import type { Row } from './typed-lines.ts';

const CART = 'cart';

/** What each run orders: copied from the cart or a par list, then each quantity changed or removed. */
export function FormLines({ form }: { form: StandingFormState }) {
  const { t } = useT(standingText);
  const utils = trpc.useUtils();
  const lists = trpc.cart.lists.list.useQuery();
  const cart = trpc.cart.list.useQuery();
  const [source, setSource] = useState('');
  const [reading, setReading] = useState(false);
  const rows = form.values.lines as Row[];
  // Lines checkout would refuse as they are (withdrawn, out of stock) are left behind.
  const cartRows = (cart.data?.items ?? [])
    .filter((i) => i.available)
    .map(
      (i): Row => ({
        product_id: i.product_id,
        name: lineName(i.product_name, { sold_by: i.sold_by, unit: i.product_unit }),
        soldBy: i.sold_by,
        quantity: String(i.quantity),
      }),
    );

  async function choose(value: string) {
    setSource(value);
    if (value === CART) return form.set('lines', cartRows);
    if (!value) return;
    setReading(true);
    try {
      const list = await utils.cart.lists.byId.fetch({ id: value });
      form.set(
        'lines',
        list.items
          .filter((i) => i.issue !== 'No longer sold')
          .map(
            (i): Row => ({
              product_id: i.product_id,
              name: lineName(i.product_name, i),
              soldBy: i.sold_by,
              quantity: String(i.par_quantity),
            }),
          ),
      );
    } catch (e) {
      toast.error(errorMessage(e, t('standing.form.listFailed')));
    } finally {
      setReading(false);
    }
  }

  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1.5 text-sm font-medium text-stone-800">{t('standing.form.lines')}</legend>
      <SelectField
        label={t('standing.form.from')}
        hint={t('standing.form.fromHint')}
        value={source}
        disabled={reading}
        error={form.error('lines')}
        onChange={(e) => void choose(e.target.value)}
      >
        <option value="">{t('standing.form.choose')}</option>
        <option value={CART} disabled={cartRows.length === 0}>
          {t('standing.form.fromCart', { count: cartRows.length })}
        </option>
        {lists.data?.lists.map((l) => (
          <option key={l.id} value={l.id}>
            {t('standing.form.fromList', { name: l.name, count: l.item_count })}
          </option>
        ))}
      </SelectField>
      {reading && <Spinner label={t('standing.form.reading')} />}
      {rows.length > 0 && (
        <LineRows
          rows={rows}
          label={t('standing.form.linesLabel')}
          min={1}
          errorOf={(i) => form.error(`lines.${i}.quantity`)}
          onChange={(next) => form.set('lines', next)}
          onRemove={(i) =>
            form.set(
              'lines',
              rows.filter((_, j) => j !== i),
            )
          }
        />
      )}
    </fieldset>
  );
}
