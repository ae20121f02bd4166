import { Button } from '@app/ui/button';
import { Dialog } from '@app/ui/dialog';
import { SelectField, TextAreaField, TextField } from '@app/ui/field';
import { useState } from 'react';
import { toast } from 'sonner';
import { errorMessage, serverFieldErrors } from '../../lib/errors.ts';
import { useSchemaForm } from '../../lib/form.ts';
import { trpc } from '../../lib/trpc.ts';
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
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={product ? 'Edit Product' : 'Add New Product'}
      className="max-w-2xl"
    >
      {open && <ProductForm key={product?.id ?? 'new'} product={product} onDone={onClose} />}
    </Dialog>
  );
}

function ProductForm({ product, onDone }: { product?: SupplierProduct; onDone: () => void }) {
  const utils = trpc.useUtils();
  const categories = trpc.catalog.categories.list.useQuery(undefined, { staleTime: 300_000 });
  const cities = trpc.site.cities.list.useQuery(undefined, { staleTime: 300_000 });
  const form = useSchemaForm(productForm, formValues(product));
  const [uploading, setUploading] = useState(false);
  const handlers = {
    onSuccess(saved: SupplierProduct) {
      toast.success(
        !product
          ? 'Product added! Pending admin approval.'
          : saved.pending_changes
            ? 'Changes sent for review. The listing stays on sale as approved until then.'
            : saved.approval_status === 'approved'
              ? 'Product updated! Still on sale.'
              : 'Product updated! Pending admin approval.',
      );
      utils.catalog.supplier.list.invalidate();
      utils.catalog.supplier.dashboard.invalidate();
      onDone();
    },
    onError(e: unknown) {
      form.setErrors(serverFieldErrors(e));
      toast.error(errorMessage(e, 'Failed to save product'));
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
      <TextField label="Product name" className="sm:col-span-2" {...form.text('name')} />
      <SelectField label="Category" {...categoryBinder(form)}>
        <option value="">Select a category</option>
        {categories.data?.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
      </SelectField>
      <SelectField label="City" hint="Where the product is sold" {...form.text('city_id')}>
        <option value="">All cities</option>
        {cities.data?.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}, {c.state}
          </option>
        ))}
      </SelectField>
      <ProductDetailFields form={form} />
      <TaxFields
        form={form}
        categories={categories.data}
        categoryId={form.values.category_id}
        fssaiNote="Food: listing it needs the FSSAI licence number on your seller profile."
      />
      <TextAreaField label="Description" optional className="sm:col-span-2" {...form.text('description')} />
      <div className="sm:col-span-2">
        <ImageField
          value={String(form.values.image_url ?? '')}
          error={form.errors.image_url || undefined}
          onChange={(url) => form.set('image_url', url)}
          onBusy={setUploading}
        />
      </div>
      <p className="text-sm text-stone-600 sm:col-span-2">
        {product
          ? product.approval_status === 'approved'
            ? 'A new stock level or price applies at once; any other change sends the product for approval again.'
            : 'Saving changes sends the product for approval again.'
          : 'New products are reviewed by an admin before customers see them.'}
      </p>
      <div className="flex justify-end gap-2 sm:col-span-2">
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" busy={saving} disabled={uploading}>
          {saving ? 'Saving...' : product ? 'Update Product' : 'Add Product'}
        </Button>
      </div>
    </form>
  );
}
