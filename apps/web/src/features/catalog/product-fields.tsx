import { TextField } from '@app/ui/field';

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
  return (
    <>
      <TextField
        label="Price (₹)"
        type="number"
        inputMode="decimal"
        step="0.01"
        min="0"
        required={required}
        {...form.text('price')}
      />
      <TextField label="Unit" placeholder="1kg, 500g, 1L" required={required} {...form.text('unit')} />
      <TextField
        label="Stock quantity"
        type="number"
        inputMode="numeric"
        step="1"
        min="0"
        required={required}
        {...form.text('stock_quantity')}
      />
      <TextField label="Brand" optional {...form.text('brand')} />
      <TextField label="Manufacturing date" type="date" optional {...form.text('manufacturing_date')} />
      <TextField label="Expiry date" type="date" optional {...form.text('expiry_date')} />
    </>
  );
}
