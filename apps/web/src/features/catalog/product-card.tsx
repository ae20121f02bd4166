import type { RouterOutputs } from '@app/api';
import { formatRupees } from '@app/api/shared';
import { Badge, type BadgeTone } from '@app/ui/badge';
import { Button } from '@app/ui/button';
import { useState } from 'react';
import { QuantityStepper } from '../../components/quantity-stepper.tsx';
import { formatDate } from '../../lib/relative-time.ts';
import { useAddToCart } from '../../lib/use-cart.ts';

export type Product = RouterOutputs['catalog']['list']['products'][number];

const STOCK_TONE: Record<Product['stock_label'], BadgeTone> = {
  'Out of Stock': 'red',
  'Low Stock': 'amber',
  'In Stock': 'green',
};

/** `priority`: one of the first cards on screen, whose picture is the page's largest paint. */
export function ProductCard({ product: p, priority = false }: { product: Product; priority?: boolean }) {
  const [quantity, setQuantity] = useState(1);
  const add = useAddToCart();
  const out = p.stock_quantity <= 0;
  return (
    <article className="flex w-full flex-col overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm">
      <div className="relative aspect-[16/9] bg-stone-100 min-[480px]:aspect-[4/3]">
        {p.image_url && (
          <img
            src={p.image_url}
            alt=""
            width={240}
            height={180}
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : 'auto'}
            decoding="async"
            // Absolute: the box's height comes from its aspect ratio alone, whatever the picture's shape.
            className="absolute inset-0 size-full object-contain p-4"
          />
        )}
        {out && (
          <div className="absolute inset-0 grid place-items-center bg-stone-900/55">
            <span className="rounded-md bg-white px-3 py-1 text-sm font-bold text-red-700">Out of Stock</span>
          </div>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-3">
        <div className="flex items-center justify-between gap-2">
          <span className="truncate text-xs font-medium uppercase tracking-wide text-brand-800">
            {p.category_name}
          </span>
          <Badge tone={STOCK_TONE[p.stock_label]}>{p.stock_label}</Badge>
        </div>
        <h2 className="text-base font-semibold leading-snug text-stone-900">{p.name}</h2>
        <p className="text-sm text-stone-600">
          {p.brand && <span className="font-medium">{p.brand}</span>}
          {p.brand && ' · '}
          {p.unit}
        </p>
        {(p.manufacturing_date || p.expiry_date) && (
          <p className="text-xs text-stone-500">
            {p.manufacturing_date && <>Mfg: {formatDate(p.manufacturing_date)}</>}
            {p.manufacturing_date && p.expiry_date && ' · '}
            {p.expiry_date && <>Exp: {formatDate(p.expiry_date)}</>}
          </p>
        )}
        {p.description && <p className="line-clamp-2 text-sm text-stone-600">{p.description}</p>}
        <p className="mt-auto pt-1 text-lg font-bold text-stone-900">
          {formatRupees(p.price)}
          <span className="text-sm font-normal text-stone-500"> / {p.unit}</span>
        </p>
        <div className="flex flex-wrap items-center gap-2">
          <QuantityStepper
            label={`Quantity of ${p.name}`}
            value={out ? 0 : quantity}
            min={out ? 0 : 1}
            max={Math.max(0, p.stock_quantity)}
            disabled={out}
            onChange={setQuantity}
          />
          <Button
            className="flex-1"
            disabled={out}
            busy={add.isPending}
            onClick={() => add.mutate({ product_id: p.id, quantity }, { onSuccess: () => setQuantity(1) })}
          >
            {add.isPending ? 'Adding...' : 'Add to Cart'}
          </Button>
        </div>
      </div>
    </article>
  );
}
