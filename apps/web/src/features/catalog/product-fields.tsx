import { GST_RATES, SOLD_BY, type SoldBy } from '@app/api/enums';
import { DEFAULT_STEP, DEFAULT_TOLERANCE_PERCENT } from '@app/api/schemas';
import { SelectField, TextField } from '@app/ui/field';
import { useId } from 'react';
import { useT } from '../../lib/i18n.ts';
import listingFields from '../../locales/compiled/listingFields.ts';
import { breaksValues, PriceBreaksFields } from './price-breaks-fields.tsx';

/** What the fields need from `useSchemaForm`: its values, and props for an input bound to a field. */
type TextBinder = {
  values: Record<string, unknown>;
  error: (name: string) => string | undefined;
  text: (name: string) => {
    name: string;
    value: string;
    error: string | undefined;
    onChange: (e: { target: { value: string } }) => void;
  };
};

const numberOrBlank = (v: unknown) => (typeof v === 'string' ? (v.trim() === '' ? undefined : Number(v)) : v);

/**
 * The form's measure fields as the API takes them: a listing sold by the pack names its unit and
 * keeps its steps (the fields are hidden); one sold by weight or volume has no unit (the server's
 * kg or L) and its steps as typed, blank for the defaults. Only a kg listing may be weighed when
 * packed; its tolerance is sent only then (blank: the listing's, or 10% for a new one). Its volume
 * prices are always sent, so an edit that removes them all clears them.
 */
export function measureValues(o: Record<string, unknown>) {
  const byPack = o.sold_by === 'pack';
  const weighed = o.sold_by === 'kg' && o.weighed === true;
  return {
    unit: byPack ? o.unit : undefined,
    step: byPack ? undefined : numberOrBlank(o.step),
    minimum: byPack ? undefined : numberOrBlank(o.minimum),
    stock_quantity: numberOrBlank(o.stock_quantity),
    weighed,
    tolerance_percent: weighed ? numberOrBlank(o.tolerance_percent) : undefined,
    price_breaks: breaksValues(o.price_breaks),
  };
}

/** A new listing's form values for catch-weight, or the listing's own. */
export const weighedValues = (p?: { weighed: boolean; tolerance_percent: number }) => ({
  weighed: p?.weighed ?? false,
  tolerance_percent: String(p?.tolerance_percent ?? DEFAULT_TOLERANCE_PERCENT),
});

/**
 * How it is sold, price and volume prices, unit, stock, steps, brand and the two dates: the part of the product form
 * (spec section 5) that the supplier's and the admin's dialogs render alike, as cells of their
 * two-column grid. How it is sold is chosen once (`soldByFixed` on edit). `required` marks the
 * required inputs (the admin dialog does).
 */
export function ProductDetailFields({
  form,
  required,
  soldByFixed,
}: {
  form: TextBinder & { set: (name: string, value: unknown) => void };
  required?: boolean;
  soldByFixed?: boolean;
}) {
  const { t } = useT(listingFields);
  const soldBy = (form.values.sold_by as SoldBy | undefined) ?? 'pack';
  const decimals = { type: 'number', inputMode: 'decimal', step: '0.001', min: '0' } as const;
  // Only goods sold by the kg are weighed when packed (catch-weight).
  const weighable = soldBy === 'kg';
  return (
    <>
      <SelectField
        label={t('listingFields.soldBy')}
        disabled={soldByFixed}
        hint={soldByFixed ? t('listingFields.soldByFixed') : undefined}
        {...form.text('sold_by')}
      >
        {SOLD_BY.map((s) => (
          <option key={s} value={s}>
            {t(`listingFields.soldBy.${s}`)}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t('listingFields.priceIn', { soldBy })}
        type="number"
        inputMode="decimal"
        step="0.01"
        min="0"
        required={required}
        {...form.text('price')}
      />
      <PriceBreaksFields form={form} soldBy={soldBy} />
      {soldBy === 'pack' ? (
        <TextField
          label={t('listingFields.unit')}
          placeholder={t('listingFields.unitPlaceholder')}
          required={required}
          {...form.text('unit')}
        />
      ) : (
        <>
          <TextField
            label={t('listingFields.stepIn', { soldBy })}
            hint={t('listingFields.stepHint', { step: DEFAULT_STEP[soldBy] })}
            optional
            {...decimals}
            {...form.text('step')}
          />
          <TextField
            label={t('listingFields.minimumIn', { soldBy })}
            hint={t('listingFields.minimumHint')}
            optional
            {...decimals}
            {...form.text('minimum')}
          />
        </>
      )}
      {weighable && <WeighedFields form={form} />}
      <TextField
        label={t('listingFields.stockIn', { soldBy })}
        required={required}
        {...(soldBy === 'pack'
          ? ({ type: 'number', inputMode: 'numeric', step: '1', min: '0' } as const)
          : decimals)}
        {...form.text('stock_quantity')}
      />
      <TextField label={t('listingFields.brand')} optional {...form.text('brand')} />
      <TextField
        label={t('listingFields.mfgDate')}
        type="date"
        optional
        {...form.text('manufacturing_date')}
      />
      <TextField label={t('listingFields.expiryDate')} type="date" optional {...form.text('expiry_date')} />
    </>
  );
}

/**
 * "Weighed when packed" (catch-weight, decision 0088): customers order an estimate and pay the
 * weight packed, which may differ from it by the tolerance without asking them.
 */
function WeighedFields({ form }: { form: TextBinder & { set: (name: string, value: unknown) => void } }) {
  const { t } = useT(listingFields);
  const hintId = useId();
  const weighed = form.values.weighed === true;
  const error = form.error('weighed');
  return (
    <div className="flex flex-col gap-1.5 sm:col-span-2">
      <label className="flex items-center gap-2 text-sm font-medium text-stone-800">
        <input
          type="checkbox"
          className="size-4 accent-brand-700"
          checked={weighed}
          aria-describedby={hintId}
          aria-invalid={error ? true : undefined}
          onChange={(e) => form.set('weighed', e.target.checked)}
        />
        {t('listingFields.weighed')}
      </label>
      <p id={hintId} className="text-xs text-stone-500">
        {t('listingFields.weighedHint')}
      </p>
      {error && (
        <p className="text-xs font-medium text-red-700" role="alert">
          {error}
        </p>
      )}
      {weighed && (
        <TextField
          label={t('listingFields.tolerance')}
          hint={t('listingFields.toleranceHint')}
          className="sm:max-w-56"
          type="number"
          inputMode="numeric"
          step="1"
          min="1"
          max="50"
          {...form.text('tolerance_percent')}
        />
      )}
    </div>
  );
}

/** The category fields the tax defaults come from (the categories list answers them). */
type TaxCategory = { id: string; hsn_code: string; gst_rate: number; requires_fssai: boolean };

/** The GST rate select holds text: '' is the category's rate. */
export const rateOrNull = (v: unknown) =>
  v === '' || v === undefined || v === null ? null : typeof v === 'string' ? Number(v) : v;

/** Props for the Category select: a new category brings its own HSN code and GST rate back. */
export function categoryBinder(form: TextBinder & { set: (name: string, value: unknown) => void }) {
  const props = form.text('category_id');
  return {
    ...props,
    onChange: (e: { target: { value: string } }) => {
      props.onChange(e);
      form.set('hsn_code', '');
      form.set('gst_rate', '');
    },
  };
}

/**
 * HSN code and GST rate, blank for the category's (shown as the placeholder and the first
 * choice), and a word on the FSSAI licence that food categories need.
 */
export function TaxFields({
  form,
  categories,
  categoryId,
  fssaiNote,
}: {
  form: TextBinder;
  categories: readonly TaxCategory[] | undefined;
  categoryId: unknown;
  fssaiNote?: string;
}) {
  const { t } = useT(listingFields);
  const category = categories?.find((c) => c.id === categoryId);
  return (
    <>
      <TextField
        label={t('listingFields.hsn')}
        optional
        inputMode="numeric"
        maxLength={8}
        placeholder={category?.hsn_code}
        hint={
          category ? t('listingFields.hsnBlank', { code: category.hsn_code }) : t('listingFields.hsnDigits')
        }
        {...form.text('hsn_code')}
      />
      <SelectField label={t('listingFields.gstRate')} {...form.text('gst_rate')}>
        <option value="">
          {category
            ? t('listingFields.categoryRateOf', { rate: category.gst_rate })
            : t('listingFields.categoryRate')}
        </option>
        {GST_RATES.map((r) => (
          <option key={r} value={String(r)}>
            {r}%
          </option>
        ))}
      </SelectField>
      {category?.requires_fssai && fssaiNote && (
        <p className="text-sm text-stone-600 sm:col-span-2">{fssaiNote}</p>
      )}
    </>
  );
}
