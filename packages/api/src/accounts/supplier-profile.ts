import { type Database, type Tx, taxDocuments, users } from '@app/db';
import { and, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { StaffScope } from '../access/rules.ts';
import { audit } from '../audit/index.ts';
import { requireFssaiKept } from '../catalog/index.ts';
import { fail } from '../errors.ts';
import { msg } from '../messages/index.ts';
import { GST_STATE_CODES } from '../shared/gstin.ts';
import type { supplierProfileInput } from './schemas.ts';
import { loadAccount } from './staff.ts';

type Input = z.output<typeof supplierProfileInput>;

/** The supplier as the seller on its invoices (decision 0055). */
export function supplierProfileDto(u: typeof users.$inferSelect) {
  return {
    id: u.id,
    company_name: u.restaurantName,
    legal_name: u.legalName,
    gstin: u.gstin,
    business_address: u.businessAddress,
    state: u.state,
    state_code: GST_STATE_CODES[u.state] ?? null,
    fssai_number: u.fssaiNumber,
    invoice_prefix: u.invoicePrefix,
    complete: !!(u.legalName && u.businessAddress && GST_STATE_CODES[u.state] && u.invoicePrefix),
  };
}

async function ownRow(db: Database | Tx, supplierId: string) {
  const [u] = await db.select().from(users).where(eq(users.id, supplierId));
  if (!u) throw fail.notFound(msg('error.accounts.supplierNotFound'));
  return u;
}

export const ownProfile = async (db: Database, supplierId: string) =>
  supplierProfileDto(await ownRow(db, supplierId));

/** Staff: a supplier of their city (another city's is 404, as for every account screen). */
export async function staffSupplierProfile(db: Database, scope: StaffScope, id: string) {
  const { user } = await loadAccount(db, 'supplier', id, scope);
  return supplierProfileDto(user);
}

/**
 * A prefix names issued invoice numbers: once the supplier has issued a document it stays, so
 * no number is printed under two prefixes and no freed prefix is taken by another seller.
 */
async function checkPrefix(tx: Tx, supplierId: string, current: string | null, wanted: string) {
  if (current === wanted) return;
  const [taken] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.invoicePrefix, wanted), ne(users.id, supplierId)));
  if (taken)
    throw fail.conflict('invoice_prefix_taken', msg('error.accounts.prefixTaken', { prefix: wanted }));
  if (current === null) return;
  const [issued] = await tx
    .select({ id: taxDocuments.id })
    .from(taxDocuments)
    .where(eq(taxDocuments.sellerId, supplierId))
    .limit(1);
  if (issued)
    throw fail.conflict('invoice_prefix_locked', msg('error.accounts.prefixLocked', { prefix: current }));
}

/** The write lock is taken before the checks, so two suppliers cannot claim one prefix at once. */
export async function updateOwnProfile(db: Database, supplierId: string, input: Input, now: number) {
  return db.write(async (tx) => {
    const before = await ownRow(tx, supplierId);
    await checkPrefix(tx, supplierId, before.invoicePrefix, input.invoice_prefix);
    await requireFssaiKept(tx, supplierId, input.fssai_number);
    const [after] = await tx
      .update(users)
      .set({
        legalName: input.legal_name,
        gstin: input.gstin,
        businessAddress: input.business_address,
        state: input.state,
        fssaiNumber: input.fssai_number,
        invoicePrefix: input.invoice_prefix,
        updatedAt: now,
      })
      .where(eq(users.id, supplierId))
      .returning();
    const dto = supplierProfileDto(after!);
    // Who changed a seller's tax identity, and when, must be answerable later.
    await audit(
      tx,
      {
        actorId: supplierId,
        action: 'update_profile',
        entity: 'supplier',
        entityId: supplierId,
        before: supplierProfileDto(before),
        after: dto,
      },
      now,
    );
    return dto;
  });
}
