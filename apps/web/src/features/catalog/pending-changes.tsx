import { translateSentence, useT } from '../../lib/i18n.ts';
import listingFields from '../../locales/compiled/listingFields.ts';
import type { SupplierProduct } from './supplier-product-form.ts';

type Changes = NonNullable<SupplierProduct['pending_changes']>;
type T = ReturnType<typeof useT<[typeof listingFields]>>['t'];

type Label =
  | 'listingFields.field.name'
  | 'listingFields.category'
  | 'listingFields.city'
  | 'listingFields.description'
  | 'listingFields.unit'
  | 'listingFields.field.image'
  | 'listingFields.brand'
  | 'listingFields.mfgDate'
  | 'listingFields.expiryDate'
  | 'listingFields.hsn'
  | 'listingFields.gstRate';

/** One reviewed field (its label's key), shown as text; the image is shown as a picture. */
const FIELDS: { label: Label; show: (p: Changes, t: T) => string; image?: true }[] = [
  { label: 'listingFields.field.name', show: (p) => p.name },
  { label: 'listingFields.category', show: (p) => translateSentence(p.category_name) },
  { label: 'listingFields.city', show: (p, t) => p.city_name ?? t('listingFields.allCities') },
  { label: 'listingFields.description', show: (p) => p.description },
  { label: 'listingFields.unit', show: (p) => p.unit },
  { label: 'listingFields.field.image', show: (p) => p.image_url, image: true },
  { label: 'listingFields.brand', show: (p) => p.brand },
  { label: 'listingFields.mfgDate', show: (p) => p.manufacturing_date ?? '' },
  { label: 'listingFields.expiryDate', show: (p) => p.expiry_date ?? '' },
  { label: 'listingFields.hsn', show: (p) => p.hsn_code },
  { label: 'listingFields.gstRate', show: (p) => `${p.gst_rate}%` },
];

/** The fields an approved listing's pending changes alter: current and proposed, as shown. */
function changedFields(p: SupplierProduct, t: T) {
  const next = p.pending_changes;
  if (!next) return [];
  return FIELDS.flatMap(({ label, show, image }) => {
    const current = show({ ...p, submitted_at: next.submitted_at }, t);
    const proposed = show(next, t);
    return current === proposed ? [] : [{ key: label, label: t(label), current, proposed, image }];
  });
}

function Value({ text, image, label }: { text: string; image?: boolean; label: string }) {
  if (!text) return <span className="text-stone-500">—</span>;
  if (image) return <img src={text} alt={label} className="h-16 w-16 rounded bg-stone-100 object-contain" />;
  return <span className="whitespace-pre-line break-words">{text}</span>;
}

/** Current beside proposed values of each changed field (the approval card). */
export function ChangesTable({ product }: { product: SupplierProduct }) {
  const { t } = useT(listingFields);
  return (
    <table className="w-full table-fixed text-left text-sm">
      <caption className="sr-only">{t('listingFields.changes.title')}</caption>
      <thead className="text-xs uppercase tracking-wide text-stone-500">
        <tr>
          <th scope="col" className="w-1/4 py-1 pr-2 font-medium">
            {t('listingFields.changes.field')}
          </th>
          <th scope="col" className="py-1 pr-2 font-medium">
            {t('listingFields.changes.current')}
          </th>
          <th scope="col" className="py-1 font-medium">
            {t('listingFields.changes.proposed')}
          </th>
        </tr>
      </thead>
      <tbody>
        {changedFields(product, t).map((c) => (
          <tr key={c.key} className="border-t border-stone-200 align-top">
            <th scope="row" className="py-1 pr-2 font-medium text-stone-600">
              {c.label}
            </th>
            <td className="py-1 pr-2 text-stone-600">
              <Value
                text={c.current}
                image={c.image}
                label={t('listingFields.changes.currentOf', { field: c.label.toLowerCase() })}
              />
            </td>
            <td className="py-1 font-medium text-stone-900">
              <Value
                text={c.proposed}
                image={c.image}
                label={t('listingFields.changes.proposedOf', { field: c.label.toLowerCase() })}
              />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The supplier's note on a listing whose changes wait for review: what it asked to change. */
export function ChangesWaiting({ product }: { product: SupplierProduct }) {
  const { t } = useT(listingFields);
  const shown = (c: ReturnType<typeof changedFields>[number]) =>
    c.image
      ? t(c.proposed ? 'listingFields.changes.newPicture' : 'listingFields.changes.pictureRemoved')
      : c.proposed || t('listingFields.changes.cleared');
  return (
    <section
      aria-labelledby={`changes-${product.id}`}
      className="rounded-lg bg-amber-50 p-2 text-sm text-amber-900"
    >
      <h4 id={`changes-${product.id}`} className="font-semibold">
        {t('listingFields.changes.title')}
      </h4>
      <p>{t('listingFields.changes.note')}</p>
      <ul className="mt-1 list-disc pl-5">
        {changedFields(product, t).map((c) => (
          <li key={c.key} className="break-words">
            {t('listingFields.changes.line', { field: c.label, value: shown(c) })}
          </li>
        ))}
      </ul>
    </section>
  );
}
