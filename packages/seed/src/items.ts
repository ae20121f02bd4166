import { itemKey, parseUnit, sameThing } from '@app/api/shared';
import { catalogItems, type Database, newId, type products } from '@app/db';

/**
 * The demo's catalogue items (decision 0076): approved listings of the same name, unit and
 * category are grouped, as staff would confirm the suggestions, so the catalogue shows one card
 * per item with its suppliers side by side. Sets `itemId` on the rows; insert them after.
 */
export async function seedItems(db: Database, rows: (typeof products.$inferInsert)[], now: number) {
  const groups = new Map<string, (typeof products.$inferInsert)[]>();
  for (const row of rows) {
    if (row.approvalStatus !== 'approved') continue;
    const key = sameThing(row.categoryId, itemKey(row.name, row.unit));
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  const items: (typeof catalogItems.$inferInsert)[] = [];
  for (const group of groups.values()) {
    if (group.length < 2) continue;
    const first = group[0]!;
    const id = newId('itm');
    items.push({
      id,
      name: first.name,
      key: itemKey(first.name, first.unit),
      unitBase: parseUnit(first.unit)?.base ?? null,
      categoryId: first.categoryId,
      createdAt: now,
      updatedAt: now,
    });
    for (const row of group) row.itemId = id;
  }
  for (let i = 0; i < items.length; i += 250) await db.insert(catalogItems).values(items.slice(i, i + 250));
}
