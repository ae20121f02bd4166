import { trpc } from '../../lib/trpc.ts';
import type { Standing } from './standing-words.ts';

/** Puts a standing order as the server answered it into the page's list, without asking again. */
export function useReplaceStanding() {
  const utils = trpc.useUtils();
  return (next: Standing) =>
    utils.standing.list.setData(undefined, (old) =>
      old ? { items: old.items.map((s) => (s.id === next.id ? next : s)) } : old,
    );
}
