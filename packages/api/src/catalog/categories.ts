import { categories, type Database } from '@app/db';
import { asc } from 'drizzle-orm';

export async function listCategories(db: Database) {
  const rows = await db.select().from(categories).orderBy(asc(categories.sortOrder));
  return rows.map((c) => ({
    id: c.id,
    name: c.name,
    slug: c.slug,
    icon: c.icon,
    hsn_code: c.hsnCode,
    gst_rate: c.gstRate,
    requires_fssai: c.requiresFssai,
  }));
}
