import { GST_RATES } from '@app/api/enums';
import { SelectField, TextField } from '@app/ui/field';
import { useT } from '../../lib/i18n.ts';
import listingFields from '../../locales/compiled/listingFields.ts';

/** What the fields need from `useSchemaForm`: props for a text input bound to a field name. */
type TextBinder = {
  text: (name: string) => {
    name: string;
    value: string;
    error: string | undefined;
    onChange: (e: { target: { value: string } }) => void;
  };
};

/**
 * Price, unit, stock, brand and the two dates: the part of the product form (spec section 5)
 * that the supplier's and the admin's dialogs render alike, as cells of their two-column grid.
 * `required` marks the required inputs (the admin dialog does).
 */
export function ProductDetailFields({ form, required }: { form: TextBinder; required?: boolean }) {
  const { t } = useT(listingFields);
  return (
    <>
      <TextField
        label={t('listingFields.price')}
        type="number"
        inputMode="decimal"
        step="0.01"
        min="0"
        required={required}
        {...form.text('price')}
      />
      <TextField
        label={t('listingFields.unit')}
        placeholder={t('listingFields.unitPlaceholder')}
        required={required}
        {...form.text('unit')}
      />
      <TextField
        label={t('listingFields.stockQuantity')}
        type="number"
        inputMode="numeric"
        step="1"
        min="0"
        required={required}
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
