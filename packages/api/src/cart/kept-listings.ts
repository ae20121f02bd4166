import type { Database } from '@app/db';
import { perKey } from '../shared/per-key.ts';

/** A cart line read without its listing, with the catalogue version it was read at. */
interface Own {
  productId: string;
  version: number;
}

// The listings of 1,000 carts of 20 lines; a listing is about half a kilobyte kept.
const KEPT = 20_000;

/**
 * Each listing's facts in a city (`listingFacts`: product, supplier, liveness, terms) as read at
 * one catalogue version, so a cart read at that version joins only its own lines (decision 0114).
 * Facts are kept only from a row read in the same statement as its version, and used only for a
 * line read at that same version: the answer is the one the whole joined read would give. A
 * version other than the kept one drops them all, as does passing KEPT listings. On Workers the
 * database, and so this, is per request: every read there is the whole one.
 */
const keptFor = perKey((_db: Database) => ({
  version: -1,
  count: 0,
  byCity: new Map<string | null, Map<string, object>>(),
}));

/** Whether any listing was kept: if not (a first read, or Workers), the whole read is the one. */
export const keepsListings = (db: Database) => keptFor(db).version !== -1;

/** Each line's kept listing, in order, or undefined when any is not kept at their version. */
export function keptListings<K>(db: Database, cityId: string | null, own: readonly Own[]) {
  const kept = keptFor(db);
  const facts = kept.byCity.get(cityId);
  if (!facts || own[0]?.version !== kept.version) return undefined;
  const listings: K[] = [];
  for (const line of own) {
    const listing = facts.get(line.productId);
    if (!listing) return undefined;
    listings.push(listing as K);
  }
  return listings;
}

/**
 * Keeps listings read whole in one statement with `version`, each as its line's shape with no
 * buyer's own fields in it (the caller blanks them), so no answer can carry another buyer's.
 */
export function keepListings(
  db: Database,
  cityId: string | null,
  version: number,
  listings: readonly { productId: string }[],
) {
  const kept = keptFor(db);
  if (version !== kept.version || kept.count + listings.length > KEPT) {
    kept.byCity.clear();
    kept.count = 0;
    kept.version = version;
  }
  const facts = kept.byCity.get(cityId) ?? new Map<string, object>();
  kept.byCity.set(cityId, facts);
  for (const listing of listings) {
    if (!facts.has(listing.productId)) kept.count++;
    facts.set(listing.productId, listing);
  }
}
