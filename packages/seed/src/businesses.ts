import {
  businesses,
  businessMembers,
  type Database,
  memberOutlets,
  newId,
  outletRules,
  outlets,
  users,
} from '@app/db';
import { sql } from 'drizzle-orm';

/** The demo's restaurant group (decision 0102): one business, outlets in two states, three people. */
export const GROUP_ACCOUNTS = [
  { email: 'owner@demo.supply', name: 'Kavita Jain', role: 'owner' },
  { email: 'purchasing@demo.supply', name: 'Sanjay Verma', role: 'purchase_manager' },
  { email: 'chef@demo.supply', name: 'Arjun Patel', role: 'outlet_staff' },
] as const;
const GROUP = 'Malwa Spice Group';
// The group's two GST registrations, one per state, with their check digits.
const GSTIN_MP = '23AABCM4821K1ZN';
const GSTIN_MH = '27AABCM4821K1ZF';

/**
 * Every seeded customer becomes a business with one outlet it owns, as the migration did for the
 * accounts that existed (migration 0047), and the group gets its two outlets and its people.
 */
export async function seedBusinesses(
  db: Database,
  o: { hash: string; now: number; indoreId: string; mumbaiId: string },
) {
  const ids = GROUP_ACCOUNTS.map(() => newId('usr'));
  const base = {
    passwordHash: o.hash,
    userType: 'customer' as const,
    cityId: o.indoreId,
    createdAt: o.now - 90 * 86_400_000,
  };
  await db.insert(users).values(
    GROUP_ACCOUNTS.map((a, i) => ({
      ...base,
      id: ids[i]!,
      email: a.email,
      username: a.name,
      restaurantName: GROUP,
      address: '22 Sapna Sangeeta Road, Indore',
      phone: `98260${String(41_000 + i)}`,
      fssaiNumber: '21426085000411',
      gstin: GSTIN_MP,
    })),
  );
  const businessId = newId('biz');
  const indore = newId('out');
  const mumbai = newId('out');
  await db
    .insert(businesses)
    .values({ id: businessId, name: GROUP, customerId: ids[0]!, createdAt: base.createdAt });
  await db.insert(outlets).values([
    {
      id: indore,
      businessId,
      name: 'Malwa Spice, Indore',
      address: '22 Sapna Sangeeta Road, Indore',
      cityId: o.indoreId,
      fssaiNumber: '21426085000411',
      gstin: GSTIN_MP,
      createdAt: base.createdAt,
    },
    {
      id: mumbai,
      businessId,
      name: 'Malwa Spice, Bandra',
      address: '5 Hill Road, Bandra West, Mumbai',
      cityId: o.mumbaiId,
      fssaiNumber: '11526999000388',
      gstin: GSTIN_MH,
      createdAt: base.createdAt + 1,
    },
  ]);
  const members = GROUP_ACCOUNTS.map((a, i) => ({
    id: newId('mem'),
    businessId,
    userId: ids[i]!,
    role: a.role,
    createdAt: base.createdAt + i,
  }));
  await db.insert(businessMembers).values(members);
  await db.insert(memberOutlets).values([
    { memberId: members[1]!.id, outletId: indore },
    { memberId: members[1]!.id, outletId: mumbai },
    { memberId: members[2]!.id, outletId: indore },
  ]);
  // Indore's orders above ₹5,000 wait for the purchase manager or the owner; ₹2,00,000 a month,
  // past which an order needs approval too (decision 0113).
  await db.insert(outletRules).values({
    outletId: indore,
    approvalAbovePaise: 500_000,
    monthlyBudgetPaise: 20_000_000,
    budgetMode: 'approval',
    updatedAt: o.now,
  });
  await ownBusinessForEveryCustomer(db);
}

/** The migration's statements, for customers belonging to no business yet. */
async function ownBusinessForEveryCustomer(db: Database) {
  await db.run(sql`insert into businesses (id, name, customer_id, created_at, updated_at)
    select 'biz_' || lower(hex(randomblob(10))),
      case when trim(restaurant_name) <> '' then restaurant_name else username end, id, created_at, updated_at
    from users where user_type = 'customer'
      and not exists (select 1 from business_members m where m.user_id = users.id)`);
  await db.run(sql`insert into outlets (id, business_id, name, address, city_id, fssai_number, gstin, created_at, updated_at)
    select 'out_' || lower(hex(randomblob(10))), b.id, b.name, u.address, u.city_id, u.fssai_number, u.gstin,
      u.created_at, u.updated_at
    from businesses b join users u on u.id = b.customer_id
    where not exists (select 1 from outlets o where o.business_id = b.id)`);
  await db.run(sql`insert into business_members (id, business_id, user_id, role, created_at, updated_at)
    select 'mem_' || lower(hex(randomblob(10))), id, customer_id, 'owner', created_at, updated_at from businesses b
    where not exists (select 1 from business_members m where m.business_id = b.id)`);
  await db.run(sql`update orders set outlet_id = (
      select o.id from outlets o join businesses b on b.id = o.business_id where b.customer_id = orders.customer_id
    ) where outlet_id is null and (
      select count(*) from outlets o join businesses b on b.id = o.business_id where b.customer_id = orders.customer_id
    ) = 1`);
}
