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
import { translateSentence, useT } from '../../lib/i18n.ts';
import { priceText } from '../../lib/quantity.ts';
import { trpc } from '../../lib/trpc.ts';
import staffCatalog from '../../locales/compiled/staffCatalog.ts';
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
  const { t } = useT(staffCatalog);
  const suggestions = trpc.catalog.items.suggestions.useQuery();
  return (
    <section aria-labelledby="item-merge-title" className="mb-6 flex flex-col gap-3">
      <div>
        <h2 id="item-merge-title" className="text-lg font-semibold">
          {t('staffCatalog.groupTitle')}
        </h2>
        <p className="text-sm text-stone-600">{t('staffCatalog.groupIntro')}</p>
      </div>
      <QueryState query={suggestions} failed={t('staffCatalog.suggestionsFailed')}>
        {suggestions.data?.length === 0 ? (
          <EmptyState icon={Layers} title={t('staffCatalog.nothingToGroup')}>
            {t('staffCatalog.alikeAppear')}
          </EmptyState>
        ) : (
          <ul aria-label={t('staffCatalog.suggested')} className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
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
  const { t } = useT(staffCatalog);
  const utils = trpc.useUtils();
  const [name, setName] = useState(s.name);
  const [chosen, setChosen] = useState(() => new Set(s.listings.map((l) => l.id)));
  const confirm = trpc.catalog.items.confirm.useMutation({
    onSuccess: (item) => {
      toast.success(t('staffCatalog.grouped', { name: item.name, count: item.listings.length }));
      void utils.catalog.items.suggestions.invalidate();
    },
    onError: (e) => toast.error(errorMessage(e, t('staffCatalog.groupFailed'))),
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
        {translateSentence(s.category_name)} · {s.unit}
        {s.item_id ? t('staffCatalog.joinsItem') : ''}
      </p>
      <TextField
        label={t('staffCatalog.itemName')}
        value={name}
        disabled={!!s.item_id}
        onChange={(e) => setName(e.target.value)}
      />
      <fieldset className="flex flex-col">
        <legend className="sr-only">{t('staffCatalog.listingsOf', { name: s.name })}</legend>
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
                {l.name} · {l.unit} · {priceText(l.price, l.sold_by)}
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
        {t('staffCatalog.groupCount', { count: chosen.size })}
      </Button>
    </Card>
  );
}
