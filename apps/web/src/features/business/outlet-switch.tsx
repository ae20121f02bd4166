import { Store } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useT } from '../../lib/i18n.ts';
import { OUTLET_KEY } from '../../lib/stored-token.ts';
import { trpc } from '../../lib/trpc.ts';
import business from '../../locales/compiled/business.ts';
import { OUTLET_CHANGE } from './outlet-note.tsx';

const chip =
  'inline-flex h-10 shrink-0 items-center rounded-full border px-3 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';
const chipState = (on: boolean) =>
  on
    ? 'border-brand-700 bg-brand-50 text-brand-800'
    : 'border-stone-300 bg-white text-stone-700 hover:bg-stone-100';

/**
 * The outlet the customer orders for, under the header (decision 0112): each outlet it reaches is
 * a button, the ordering one pressed; one tap switches, and every answer (cart, orders, slots) is
 * read again for it. Nothing shows for a customer with one outlet. Loaded after the header.
 */
export default function OutletSwitch() {
  const { t } = useT(business);
  const utils = trpc.useUtils();
  const list = trpc.business.list.useQuery(undefined, { staleTime: 5 * 60_000 });
  const [chosen, setChosen] = useState(() => localStorage.getItem(OUTLET_KEY));
  const several = (list.data?.length ?? 0) > 1;
  const outlets = (list.data ?? []).flatMap((b) =>
    b.outlets.map((o) => ({ id: o.id, name: several ? `${o.name} · ${b.name}` : o.name })),
  );
  const stale = list.isSuccess && chosen !== null && !outlets.some((o) => o.id === chosen);
  // A choice no longer reached (removed from the outlet, another person signed in here) answers
  // 403: forget it, and read again for the server's default.
  useEffect(() => {
    if (!stale) return;
    localStorage.removeItem(OUTLET_KEY);
    setChosen(null);
    window.dispatchEvent(new Event(OUTLET_CHANGE));
    void utils.invalidate();
  }, [stale, utils]);
  if (outlets.length < 2) return null;
  // Without a choice the server orders for the first outlet (business/ordering.ts).
  const current = stale || chosen === null ? outlets[0]!.id : chosen;
  const choose = (id: string) => {
    if (id === current) return;
    localStorage.setItem(OUTLET_KEY, id);
    setChosen(id);
    window.dispatchEvent(new Event(OUTLET_CHANGE));
    void utils.invalidate();
  };
  return (
    <fieldset className="min-w-0 basis-full">
      <legend className="sr-only">{t('business.orderingFor')}</legend>
      <div className="-mx-1 flex items-center gap-2 overflow-x-auto px-1 py-1">
        <Store className="size-5 shrink-0 text-stone-500" strokeWidth={1.8} aria-hidden />
        <span aria-hidden className="shrink-0 text-xs text-stone-600">
          {t('business.orderingFor')}
        </span>
        {outlets.map((o) => (
          <button
            key={o.id}
            type="button"
            translate="no"
            aria-pressed={o.id === current}
            className={`${chip} ${chipState(o.id === current)}`}
            onClick={() => choose(o.id)}
          >
            {o.name}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
