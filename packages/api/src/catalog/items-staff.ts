import { catalogItems, categories, type Database, newId, products, type Tx, users } from '@app/db';
import { and, asc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { StaffScope } from '../access/rules.ts';
import { inScope } from '../access/scope.ts';
import { audit } from '../audit/index.ts';
import { fail } from '../errors.ts';
import { msg } from '../messages/index.ts';
import { toRupees } from '../shared/money.ts';
import { itemKey, normaliseName, parseUnit, sameThing, unitKey } from '../shared/unit-price.ts';
import { inCityScope } from './approval.ts';
import { perBaseAnswer } from './catalog.ts';
import { pricedMeasureAnswer } from './measures.ts';

/** The unit part of a key; normalised names hold no '|'. */
const unitOfKey = (key: string) => key.slice(key.indexOf('|') + 1);

export interface ItemActor {
  id: string;
  scope: StaffScope;
}

const listingColumns = {
  id: products.id,
  name: products.name,
  unit: products.unit,
  categoryId: products.categoryId,
  categoryName: categories.name,
  cityId: products.cityId,
  supplierCityId: users.cityId,
  supplierName: users.restaurantName,
  pricePaise: products.pricePaise,
  priceBreaks: products.priceBreaks,
  soldBy: products.soldBy,
  step: products.step,
  minQuantity: products.minQuantity,
  weighed: products.weighed,
  tolerancePct: products.tolerancePct,
  approvalStatus: products.approvalStatus,
  itemId: products.itemId,
};

/** Listings matching `where` within the city scope (null: every city). */
function listings(db: Database | Tx, cityId: string | null, where: SQL | undefined) {
  return db
    .select(listingColumns)
    .from(products)
    .innerJoin(users, eq(users.id, products.supplierId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(and(inCityScope(cityId), where));
}
type Listing = Awaited<ReturnType<typeof listings>>[number];

const listingDto = (l: Listing) => ({
  id: l.id,
  name: l.name,
  unit: l.unit,
  supplier_name: l.supplierName,
  city_id: l.cityId,
  price: toRupees(l.pricePaise),
  ...pricedMeasureAnswer(l),
  price_per_base: perBaseAnswer(l.pricePaise, l.unit),
});

/**
 * Approved listings not in an item, grouped by category, normalised name and unit: a group has
 * two listings or more, or one that an existing item of the same key would take. Different units
 * or categories never share a group (decision 0074).
 */
export async function listSuggestions(db: Database, scope: StaffScope) {
  const rows = await listings(
    db,
    scope.cityId,
    and(eq(products.approvalStatus, 'approved'), isNull(products.itemId)),
  )
    .orderBy(asc(products.name), asc(products.id))
    .limit(5000);
  const groups = new Map<string, Listing[]>();
  for (const row of rows) {
    const key = sameThing(row.categoryId, itemKey(row.name, row.unit));
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  const items = await db
    .select()
    .from(catalogItems)
    .where(inScope(catalogItems.cityId, scope))
    .then((all) => new Map(all.map((i) => [sameThing(i.categoryId, i.key), i])));
  return [...groups.entries()]
    .filter(([key, group]) => group.length > 1 || items.has(key))
    .slice(0, 100)
    .map(([key, group]) => {
      const first = group[0]!;
      const item = items.get(key);
      const parsed = parseUnit(first.unit);
      return {
        key: key.slice(key.indexOf('#') + 1),
        name: item?.name ?? first.name,
        category_id: first.categoryId,
        category_name: first.categoryName,
        unit: unitKey(first.unit),
        unit_base: parsed?.base ?? null,
        item_id: item?.id ?? null,
        listings: group.map(listingDto),
      };
    });
}

async function scopedItem(tx: Tx, scope: StaffScope, id: string) {
  const [item] = await tx
    .select()
    .from(catalogItems)
    .where(and(eq(catalogItems.id, id), inScope(catalogItems.cityId, scope)));
  if (!item) throw fail.notFound(msg('error.catalog.itemNotFound'));
  return item;
}

/** Approved listings the actor reaches; another city's or unknown ones answer 404. */
async function scopedListings(tx: Tx, scope: StaffScope, ids: string[]) {
  const rows = await listings(tx, scope.cityId, inArray(products.id, ids));
  if (rows.length !== new Set(ids).size) throw fail.notFound(msg('error.catalog.productNotFound'));
  const unapproved = rows.find((r) => r.approvalStatus !== 'approved');
  if (unapproved)
    throw fail.badRequest('not_approved', msg('error.catalog.notApproved', { name: unapproved.name }));
  return rows;
}

/** Staff must say so (allow_mixed) before listings of different units or categories share an item. */
function requireSameKind(unit: string, categoryId: string, rows: Listing[], allowMixed: boolean) {
  if (allowMixed) return;
  const odd = rows.find((r) => unitKey(r.unit) !== unit || r.categoryId !== categoryId);
  if (odd)
    throw fail.badRequest('mixed_item', msg('error.catalog.mixedItem', { name: odd.name, unit: odd.unit }));
}

async function itemDto(db: Database | Tx, item: typeof catalogItems.$inferSelect) {
  const rows = await listings(db, null, eq(products.itemId, item.id)).orderBy(asc(products.pricePaise));
  return {
    id: item.id,
    name: item.name,
    key: item.key,
    unit: unitOfKey(item.key),
    unit_base: item.unitBase as 'kg' | 'l' | 'pc' | null,
    category_id: item.categoryId,
    city_id: item.cityId,
    listings: rows.map(listingDto),
  };
}

/**
 * Confirms a group: the listings join `item_id`, or a new item named `name` (unit and category of
 * the first listing, the sub-admin's city).
 */
export async function confirmItem(
  db: Database,
  actor: ItemActor,
  input: { name: string; product_ids: string[]; item_id?: string; allow_mixed: boolean },
  now: number,
) {
  return db.write(async (tx) => {
    const rows = await scopedListings(tx, actor.scope, input.product_ids);
    let item = input.item_id ? await scopedItem(tx, actor.scope, input.item_id) : undefined;
    const first = rows[0]!;
    const unit = item ? unitOfKey(item.key) : unitKey(first.unit);
    requireSameKind(unit, item?.categoryId ?? first.categoryId, rows, input.allow_mixed);
    if (!item) {
      [item] = await tx
        .insert(catalogItems)
        .values({
          id: newId('itm'),
          name: input.name,
          key: `${normaliseName(input.name)}|${unit}`,
          unitBase: parseUnit(first.unit)?.base ?? null,
          categoryId: first.categoryId,
          cityId: actor.scope.cityId,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
    }
    const joined = item!;
    await tx
      .update(products)
      .set({ itemId: joined.id, updatedAt: now })
      .where(inArray(products.id, input.product_ids));
    await audit(
      tx,
      {
        actorId: actor.id,
        action: 'catalog_item.confirm',
        entity: 'catalog_item',
        entityId: joined.id,
        before: { item_ids: rows.map((r) => r.itemId) },
        after: { product_ids: input.product_ids, allow_mixed: input.allow_mixed },
      },
      now,
    );
    return itemDto(tx, joined);
  });
}

/** Moves a listing into another item, or out of any (item_id null). */
export async function moveListing(
  db: Database,
  actor: ItemActor,
  input: { id: string; item_id: string | null; allow_mixed: boolean },
  now: number,
) {
  return db.write(async (tx) => {
    const [row] = await scopedListings(tx, actor.scope, [input.id]);
    const item = input.item_id ? await scopedItem(tx, actor.scope, input.item_id) : null;
    if (item) requireSameKind(unitOfKey(item.key), item.categoryId, [row!], input.allow_mixed);
    await tx
      .update(products)
      .set({ itemId: item?.id ?? null, updatedAt: now })
      .where(eq(products.id, input.id));
    await audit(
      tx,
      {
        actorId: actor.id,
        action: 'catalog_item.move',
        entity: 'product',
        entityId: input.id,
        before: { item_id: row!.itemId },
        after: { item_id: item?.id ?? null },
      },
      now,
    );
    return { ok: true, id: input.id, item_id: item?.id ?? null };
  });
}

/** Renames an item; its key follows the name, so later approvals match the corrected name. */
export async function renameItem(
  db: Database,
  actor: ItemActor,
  input: { id: string; name: string },
  now: number,
) {
  return db.write(async (tx) => {
    const item = await scopedItem(tx, actor.scope, input.id);
    const [renamed] = await tx
      .update(catalogItems)
      .set({ name: input.name, key: `${normaliseName(input.name)}|${unitOfKey(item.key)}`, updatedAt: now })
      .where(eq(catalogItems.id, item.id))
      .returning();
    await audit(
      tx,
      {
        actorId: actor.id,
        action: 'catalog_item.rename',
        entity: 'catalog_item',
        entityId: item.id,
        before: { name: item.name },
        after: { name: input.name },
      },
      now,
    );
    return itemDto(tx, renamed!);
  });
}
