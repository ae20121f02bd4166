import type { RouterOutputs } from '@app/api';
import { staffProductInput } from '@app/api/schemas';
import { Button } from '@app/ui/button';
import { Dialog } from '@app/ui/dialog';
import { SelectField, TextAreaField, TextField } from '@app/ui/field';
import { toast } from 'sonner';
import { z } from 'zod';
import { errorMessage, serverFieldErrors } from '../../lib/errors.ts';
import { useSchemaForm } from '../../lib/form.ts';
import { translateSentence, useT } from '../../lib/i18n.ts';
import { trpc } from '../../lib/trpc.ts';
import staffCatalog from '../../locales/compiled/staffCatalog.ts';
import { breakRows } from './price-breaks-fields.tsx';
import {
  categoryBinder,
  measureValues,
  ProductDetailFields,
  rateOrNull,
  TaxFields,
  weighedValues,
} from './product-fields.tsx';

export type StaffProduct = RouterOutputs['catalog']['staff']['list']['items'][number];

const numberOrRaw = (v: unknown) =>
  typeof v === 'string' && v.trim() !== '' ? Number(v) : v === '' ? undefined : v;

/** The API's product schema, reading the number fields from text inputs. */
const formSchema = z.preprocess((v) => {
  const o = v as Record<string, unknown>;
  return {
    ...o,
    ...measureValues(o),
    price: numberOrRaw(o.price),
    gst_rate: rateOrNull(o.gst_rate),
  };
}, staffProductInput);

/** Add or edit a product (spec section 5: name, category, price, unit, stock required). */
export function ProductDialog({
  product,
  lockedCityId,
  onClose,
}: {
  product: StaffProduct | null;
  /** A sub-admin lists products for its own city only. */
  lockedCityId: string | null;
  onClose: () => void;
}) {
  const { t } = useT(staffCatalog);
  const utils = trpc.useUtils();
  const categories = trpc.catalog.categories.list.useQuery(undefined, { staleTime: 300_000 });
  const cities = trpc.site.cities.list.useQuery({ include_inactive: true }, { staleTime: 300_000 });
  const suppliers = trpc.catalog.staff.supplierOptions.useQuery(undefined, { staleTime: 60_000 });
  const form = useSchemaForm(formSchema, {
    name: product?.name ?? '',
    category_id: product?.category_id ?? '',
    city_id: product ? (product.city_id ?? '') : (lockedCityId ?? ''),
    description: product?.description ?? '',
    sold_by: product?.sold_by ?? 'pack',
    price: product ? String(product.price) : '',
    price_breaks: breakRows(product?.price_breaks),
    unit: product?.unit ?? '',
    step: product ? String(product.step) : '',
    minimum: product ? String(product.minimum) : '',
    ...weighedValues(product ?? undefined),
    stock_quantity: product ? String(product.stock_quantity) : '',
    image_url: product?.image_url ?? '',
    brand: product?.brand ?? '',
    manufacturing_date: product?.manufacturing_date ?? '',
    expiry_date: product?.expiry_date ?? '',
    hsn_code: product?.hsn_code ?? '',
    gst_rate: product ? String(product.gst_rate) : '',
    supplier_id: '',
    is_active: product?.is_active ?? true,
  });
  const onSuccess = () => {
    toast.success(t(product ? 'staffCatalog.updated' : 'staffCatalog.added'));
    utils.catalog.staff.list.invalidate();
    utils.catalog.inventory.list.invalidate();
    onClose();
  };
  const onError = (e: unknown) => {
    form.setErrors(serverFieldErrors(e));
    toast.error(errorMessage(e, t('staffCatalog.saveFailed')));
  };
  const create = trpc.catalog.staff.create.useMutation({ onSuccess, onError });
  const update = trpc.catalog.staff.update.useMutation({ onSuccess, onError });
  const busy = create.isPending || update.isPending;
  return (
    <Dialog
      open
      onClose={onClose}
      title={t(product ? 'staffCatalog.editProduct' : 'staffCatalog.addProduct')}
      className="max-w-2xl"
    >
      <form
        noValidate
        className="grid gap-4 sm:grid-cols-2"
        onSubmit={(e) => {
          e.preventDefault();
          const data = form.validate();
          if (!data) return;
          if (product) update.mutate({ ...data, id: product.id });
          else create.mutate(data);
        }}
      >
        <TextField
          label={t('staffCatalog.productName')}
          required
          className="sm:col-span-2"
          {...form.text('name')}
        />
        <SelectField label={t('staffCatalog.category')} required {...categoryBinder(form)}>
          <option value="">{t('staffCatalog.chooseCategory')}</option>
          {categories.data?.map((c) => (
            <option key={c.id} value={c.id}>
              {translateSentence(c.name)}
            </option>
          ))}
        </SelectField>
        <SelectField label={t('staffCatalog.city')} disabled={!!lockedCityId} {...form.text('city_id')}>
          {!lockedCityId && <option value="">{t('staffCatalog.allCities')}</option>}
          {cities.data
            ?.filter((c) => !lockedCityId || c.id === lockedCityId)
            .map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}, {c.state}
              </option>
            ))}
        </SelectField>
        <ProductDetailFields form={form} required soldByFixed={!!product} />
        <TaxFields
          form={form}
          categories={categories.data}
          categoryId={form.values.category_id}
          fssaiNote={t('staffCatalog.fssaiNote')}
        />
        <SelectField
          label={t('staffCatalog.supplier')}
          hint={
            product
              ? t('staffCatalog.currentSupplier', { name: product.supplier_name })
              : t('staffCatalog.platformHint')
          }
          {...form.text('supplier_id')}
        >
          <option value="">
            {t(product ? 'staffCatalog.keepSupplier' : 'staffCatalog.platformListing')}
          </option>
          {suppliers.data?.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('staffCatalog.imageUrl')}
          placeholder={t('staffCatalog.urlPlaceholder')}
          optional
          {...form.text('image_url')}
        />
        <TextAreaField
          label={t('staffCatalog.description')}
          optional
          className="sm:col-span-2"
          {...form.text('description')}
        />
        <label className="flex items-center gap-2 text-sm font-medium text-stone-800 sm:col-span-2">
          <input
            type="checkbox"
            className="size-4 accent-brand-700"
            checked={form.values.is_active === true}
            onChange={(e) => form.set('is_active', e.target.checked)}
          />
          {t('staffCatalog.activeVisible')}
        </label>
        <div className="flex justify-end gap-2 pt-2 sm:col-span-2">
          <Button variant="secondary" onClick={onClose}>
            {t('staffCatalog.cancel')}
          </Button>
          <Button type="submit" busy={busy}>
            {t(
              busy ? 'staffCatalog.saving' : product ? 'staffCatalog.saveChanges' : 'staffCatalog.addProduct',
            )}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
