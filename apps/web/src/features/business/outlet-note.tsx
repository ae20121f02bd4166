import { Store } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { OUTLET_KEY } from '../../lib/stored-token.ts';
import { trpc } from '../../lib/trpc.ts';

/** Sent on the window when the header's switch changes the outlet (outlet-switch.tsx). */
export const OUTLET_CHANGE = 'outlet-change';

const subscribe = (changed: () => void) => {
  window.addEventListener(OUTLET_CHANGE, changed);
  window.addEventListener('storage', changed);
  return () => {
    window.removeEventListener(OUTLET_CHANGE, changed);
    window.removeEventListener('storage', changed);
  };
};
const chosenOutlet = () => localStorage.getItem(OUTLET_KEY);

/**
 * Whose a screen's lists or standing orders are (decision 0117), for a customer reaching several
 * outlets: the outlet's name beside the screen's own label ("Lists of the outlet"). It follows the
 * header's switch, which reads every answer again for the outlet. Nothing for one outlet.
 */
export function OutletNote({ label, outletId }: { label: string; outletId?: string | null }) {
  const list = trpc.business.list.useQuery(undefined, { staleTime: 5 * 60_000 });
  const chosen = useSyncExternalStore(subscribe, chosenOutlet, () => null);
  const outlets = (list.data ?? []).flatMap((b) => b.outlets);
  if (outlets.length < 2) return null;
  // Without a choice, or with one no longer reached, the server answers for the first outlet.
  const outlet =
    outlets.find((o) => o.id === chosen) ?? outlets.find((o) => o.id === outletId) ?? outlets[0]!;
  return (
    <p className="mb-4 flex flex-wrap items-center gap-x-2 text-sm text-stone-700" data-testid="outlet-note">
      <Store className="size-4 shrink-0 text-stone-500" strokeWidth={1.8} aria-hidden />
      <span>{label}</span>
      <strong translate="no" className="font-semibold text-stone-900">
        {outlet.name}
      </strong>
    </p>
  );
}
