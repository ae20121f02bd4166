import { Button } from '@app/ui/button';
import { Dialog } from '@app/ui/dialog';
import { SelectField, TextAreaField, TextField } from '@app/ui/field';
import { useState } from 'react';
import { toast } from 'sonner';
import { errorMessage, serverFieldErrors } from '../../lib/errors.ts';
import { useSchemaForm } from '../../lib/form.ts';
import { translateSentence, useT } from '../../lib/i18n.ts';
import { trpc } from '../../lib/trpc.ts';
import listing from '../../locales/compiled/listing.ts';
import listingFields from '../../locales/compiled/listingFields.ts';
import { ImageField } from './image-field.tsx';
import { categoryBinder, ProductDetailFields, TaxFields } from './product-fields.tsx';
import { formValues, productForm, type SupplierProduct } from './supplier-product-form.ts';

/**
 * Add New Product, and Edit with the same fields (spec section 5). A new or unapproved listing
 * waits for approval; an approved one's changes wait for review while it stays on sale.
 */
export function ProductDialog({
  open,
  product,
  onClose,
}: {
  open: boolean;
  product?: SupplierProduct;
  onClose: () => void;
}) {
  const { t } = useT(listing, listingFields);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={product ? t('listing.editTitle') : t('listing.addNew')}
      className="max-w-2xl"
    >
      {open && <ProductForm key={product?.id ?? 'new'} product={product} onDone={onClose} />}
    </Dialog>
  );
}

function ProductForm({ product, onDone }: { product?: SupplierProduct; onDone: () => void }) {
  const { t } = useT(listing, listingFields);
  const utils = trpc.useUtils();
  const categories = trpc.catalog.categories.list.useQuery(undefined, { staleTime: 300_000 });
  const cities = trpc.site.cities.list.useQuery(undefined, { staleTime: 300_000 });
  const form = useSchemaForm(productForm, formValues(product));
  const [uploading, setUploading] = useState(false);
  const handlers = {
    onSuccess(saved: SupplierProduct) {
      toast.success(
        !product
          ? t('listing.added')
          : saved.pending_changes
            ? t('listing.sentForReview')
            : saved.approval_status === 'approved'
              ? t('listing.updatedOnSale')
              : t('listing.updatedPending'),
      );
      utils.catalog.supplier.list.invalidate();
      utils.catalog.supplier.dashboard.invalidate();
      onDone();
    },
    onError(e: unknown) {
      form.setErrors(serverFieldErrors(e));
      toast.error(errorMessage(e, t('listing.saveFailed')));
    },
  };
  const create = trpc.catalog.supplier.create.useMutation(handlers);
  const update = trpc.catalog.supplier.update.useMutation(handlers);
  const saving = create.isPending || update.isPending;

  return (
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
      <TextField label={t('listing.name')} className="sm:col-span-2" {...form.text('name')} />
      <SelectField label={t('listingFields.category')} {...categoryBinder(form)}>
        <option value="">{t('listing.selectCategory')}</option>
        {categories.data?.map((c) => (
          <option key={c.id} value={c.id}>
            {translateSentence(c.name)}
          </option>
        ))}
      </SelectField>
      <SelectField label={t('listingFields.city')} hint={t('listing.cityHint')} {...form.text('city_id')}>
        <option value="">{t('listingFields.allCities')}</option>
        {cities.data?.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}, {c.state}
          </option>
        ))}
      </SelectField>
      <ProductDetailFields form={form} soldByFixed={!!product} />
      <TaxFields
        form={form}
        categories={categories.data}
        categoryId={form.values.category_id}
        fssaiNote={t('listing.fssaiNote')}
      />
      <TextAreaField
        label={t('listingFields.description')}
        optional
        className="sm:col-span-2"
        {...form.text('description')}
      />
      <div className="sm:col-span-2">
        <ImageField
          value={String(form.values.image_url ?? '')}
          error={form.text('image_url').error}
          onChange={(url) => form.set('image_url', url)}
          onBusy={setUploading}
        />
      </div>
      <p className="text-sm text-stone-600 sm:col-span-2">
        {product
          ? product.approval_status === 'approved'
            ? t('listing.noteApproved')
            : t('listing.noteUnapproved')
          : t('listing.noteNew')}
      </p>
      <div className="flex justify-end gap-2 sm:col-span-2">
        <Button variant="secondary" onClick={onDone}>
          {t('listing.cancel')}
        </Button>
        <Button type="submit" busy={saving} disabled={uploading}>
          {saving ? t('listing.saving') : product ? t('listing.update') : t('listing.add')}
        </Button>
      </div>
    </form>
  );
}
