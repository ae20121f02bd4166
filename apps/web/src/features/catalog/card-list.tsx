import { useEffect, useState } from 'react';
import { EAGER_PICTURES } from '../../lib/page-sizes.ts';
import { type CatalogRow, ItemCard } from './item-card.tsx';

// The cards a phone shows first: their pictures are the ones loaded eagerly.
const FIRST_SCREEN = EAGER_PICTURES;
const BATCH = 2;

/** An item, or a listing not grouped yet (its one offer). */
export const rowKey = (r: CatalogRow) => r.id ?? r.offers[0]!.product_id;

/**
 * A new list renders a phone's first screenful (two cards) at once and the rest two at a time,
 * each in a task of its own, so a slow phone's main thread is never blocked for long (48 cards in
 * one render blocked it for over 150 ms; six, then eight, for 50-160 ms; four for 60-75 ms). A list
 * that grew (Load more) keeps what it showed.
 */
function useProgressive(items: readonly CatalogRow[]): readonly CatalogRow[] {
  const first = items[0] ? rowKey(items[0]) : undefined;
  const [shown, setShown] = useState({ first, limit: FIRST_SCREEN });
  if (shown.first !== first) setShown({ first, limit: FIRST_SCREEN });
  const { limit } = shown;
  useEffect(() => {
    if (limit >= items.length) return;
    const timer = setTimeout(() => setShown((s) => ({ ...s, limit: s.limit + BATCH })));
    return () => clearTimeout(timer);
  }, [limit, items.length]);
  return items.length > limit ? items.slice(0, limit) : items;
}

/** The catalogue as cards, a picture each (loaded apart from the screen: the list view needs none of it). */
export default function CardList({
  rows,
  label,
  busy,
}: {
  rows: readonly CatalogRow[];
  label: string;
  busy: boolean;
}) {
  const shown = useProgressive(rows);
  return (
    <ul
      aria-label={label}
      aria-busy={busy}
      className="grid grid-cols-1 gap-3 min-[480px]:grid-cols-2 md:grid-cols-3 lg:grid-cols-4"
    >
      {shown.map((row, i) => (
        <li key={rowKey(row)} className="flex">
          <ItemCard row={row} priority={i < EAGER_PICTURES} />
        </li>
      ))}
    </ul>
  );
}
