import type { RouterOutputs } from '@app/api';
import { Button } from '@app/ui/button';
import { Card } from '@app/ui/card';
import { EmptyState } from '@app/ui/empty-state';
import { TextField } from '@app/ui/field';
import { Layers } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { QueryState } from '../../components/admin/page.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { rupees } from '../../lib/format.ts';
import { trpc } from '../../lib/trpc.ts';
import { perBaseLabel } from './price-per-base.ts';

type Suggestion = RouterOutputs['catalog']['items']['suggestions'][number];
type Listing = Suggestion['listings'][number];

const perBase = (l: Listing) => (l.price_per_base ? ` · ${perBaseLabel(l.price_per_base)}` : '');

/**
 * Staff with manage_products: listings of different suppliers that look like one catalogue item
 * (same category, name and unit; decision 0074), grouped only when staff confirm. A section of
 * the products screen, loaded when opened.
 */
export function ItemMergeSection() {
  const suggestions = trpc.catalog.items.suggestions.useQuery();
  return (
    <section aria-labelledby="item-merge-title" className="mb-6 flex flex-col gap-3">
      <div>
        <h2 id="item-merge-title" className="text-lg font-semibold">
          Group listings into items
        </h2>
        <p className="text-sm text-stone-600">
          Customers compare the suppliers of one item side by side. Untick a listing that is not the same
          thing.
        </p>
      </div>
      <QueryState query={suggestions} failed="Failed to load suggestions">
        {suggestions.data?.length === 0 ? (
          <EmptyState icon={Layers} title="Nothing to group">
            Listings that look alike appear here once approved.
          </EmptyState>
        ) : (
          <ul aria-label="Suggested items" className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
            {suggestions.data?.map((s) => (
              <li key={`${s.category_id}#${s.key}`}>
                <SuggestionCard suggestion={s} />
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}

function SuggestionCard({ suggestion: s }: { suggestion: Suggestion }) {
  const utils = trpc.useUtils();
  const [name, setName] = useState(s.name);
  const [chosen, setChosen] = useState(() => new Set(s.listings.map((l) => l.id)));
  const confirm = trpc.catalog.items.confirm.useMutation({
    onSuccess: (item) => {
      toast.success(`${item.name}: ${item.listings.length} listings grouped`);
      void utils.catalog.items.suggestions.invalidate();
    },
    onError: (e) => toast.error(errorMessage(e, 'Failed to group the listings')),
  });
  const toggle = (id: string) =>
    setChosen((prev) => {
      const next = new Set(prev);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  return (
    <Card className="flex h-full flex-col gap-3 p-4">
      <p className="text-sm text-stone-600">
        {s.category_name} · {s.unit}
        {s.item_id ? ' · joins an existing item' : ''}
      </p>
      <TextField
        label="Item name"
        value={name}
        disabled={!!s.item_id}
        onChange={(e) => setName(e.target.value)}
      />
      <fieldset className="flex flex-col">
        <legend className="sr-only">Listings of {s.name}</legend>
        {s.listings.map((l) => (
          <label key={l.id} className="flex min-h-11 items-center gap-3 text-sm">
            <input
              type="checkbox"
              className="size-5"
              checked={chosen.has(l.id)}
              onChange={() => toggle(l.id)}
            />
            <span className="min-w-0">
              <span className="block truncate font-medium text-stone-900">{l.supplier_name}</span>
              <span className="block text-stone-600">
                {l.name} · {l.unit} · {rupees(l.price)}
                {perBase(l)}
              </span>
            </span>
          </label>
        ))}
      </fieldset>
      <Button
        className="mt-auto min-h-11"
        disabled={chosen.size === 0 || !name.trim()}
        busy={confirm.isPending}
        onClick={() =>
          confirm.mutate({ name: name.trim(), product_ids: [...chosen], item_id: s.item_id ?? undefined })
        }
      >
        Group {chosen.size} {chosen.size === 1 ? 'listing' : 'listings'}
      </Button>
    </Card>
  );
}
