import type { SupplierProduct } from './supplier-product-form.ts';

type Changes = NonNullable<SupplierProduct['pending_changes']>;

/** One reviewed field, shown as text; the image is shown as a picture. */
const FIELDS: { label: string; show: (p: Changes) => string; image?: true }[] = [
  { label: 'Name', show: (p) => p.name },
  { label: 'Category', show: (p) => p.category_name },
  { label: 'City', show: (p) => p.city_name ?? 'All cities' },
  { label: 'Description', show: (p) => p.description },
  { label: 'Unit', show: (p) => p.unit },
  { label: 'Image', show: (p) => p.image_url, image: true },
  { label: 'Brand', show: (p) => p.brand },
  { label: 'Manufacturing date', show: (p) => p.manufacturing_date ?? '' },
  { label: 'Expiry date', show: (p) => p.expiry_date ?? '' },
  { label: 'HSN code', show: (p) => p.hsn_code },
  { label: 'GST rate', show: (p) => `${p.gst_rate}%` },
];

/** The fields an approved listing's pending changes alter: current and proposed, as shown. */
export function changedFields(p: SupplierProduct) {
  const next = p.pending_changes;
  if (!next) return [];
  return FIELDS.flatMap(({ label, show, image }) => {
    const current = show({ ...p, submitted_at: next.submitted_at });
    const proposed = show(next);
    return current === proposed ? [] : [{ label, current, proposed, image }];
  });
}

function Value({ text, image, label }: { text: string; image?: true; label: string }) {
  if (!text) return <span className="text-stone-500">—</span>;
  if (image) return <img src={text} alt={label} className="h-16 w-16 rounded bg-stone-100 object-contain" />;
  return <span className="whitespace-pre-line break-words">{text}</span>;
}

/** Current beside proposed values of each changed field (the approval card). */
export function ChangesTable({ product }: { product: SupplierProduct }) {
  return (
    <table className="w-full table-fixed text-left text-sm">
      <caption className="sr-only">Changes waiting for review</caption>
      <thead className="text-xs uppercase tracking-wide text-stone-500">
        <tr>
          <th scope="col" className="w-1/4 py-1 pr-2 font-medium">
            Field
          </th>
          <th scope="col" className="py-1 pr-2 font-medium">
            Current
          </th>
          <th scope="col" className="py-1 font-medium">
            Proposed
          </th>
        </tr>
      </thead>
      <tbody>
        {changedFields(product).map((c) => (
          <tr key={c.label} className="border-t border-stone-200 align-top">
            <th scope="row" className="py-1 pr-2 font-medium text-stone-600">
              {c.label}
            </th>
            <td className="py-1 pr-2 text-stone-600">
              <Value text={c.current} image={c.image} label={`Current ${c.label.toLowerCase()}`} />
            </td>
            <td className="py-1 font-medium text-stone-900">
              <Value text={c.proposed} image={c.image} label={`Proposed ${c.label.toLowerCase()}`} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The supplier's note on a listing whose changes wait for review: what it asked to change. */
export function ChangesWaiting({ product }: { product: SupplierProduct }) {
  return (
    <section
      aria-labelledby={`changes-${product.id}`}
      className="rounded-lg bg-amber-50 p-2 text-sm text-amber-900"
    >
      <h4 id={`changes-${product.id}`} className="font-semibold">
        Changes waiting for review
      </h4>
      <p>Customers see the listing as approved until staff review these:</p>
      <ul className="mt-1 list-disc pl-5">
        {changedFields(product).map((c) => (
          <li key={c.label} className="break-words">
            {c.label}: {c.image ? (c.proposed ? 'new picture' : 'picture removed') : c.proposed || 'cleared'}
          </li>
        ))}
      </ul>
    </section>
  );
}
