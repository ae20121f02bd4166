import {
  type BusinessRole,
  businessInvitations,
  businessMembers,
  type Database,
  memberOutlets,
  outlets,
  sessions,
  type Tx,
  users,
} from '@app/db';
import { and, asc, eq, gt, inArray, isNull } from 'drizzle-orm';
import { invalidateUserSessions } from '../accounts/index.ts';
import { audit } from '../audit/index.ts';
import { fail } from '../errors.ts';
import { revokeKeysOf } from '../keys/index.ts';
import { msg } from '../messages/index.ts';
import { iso } from '../shared/query.ts';
import { type Membership, membershipIn, outletsOf, ownerOf } from './membership.ts';

/** The business as the caller may see it (outputs.ts businessOutput). */
export async function businessView(db: Database, userId: string, businessId: string, now: number) {
  const m = await membershipIn(db, userId, businessId);
  const base = { id: m.businessId, name: m.name, role: m.role, outlets: await outletsOf(db, m) };
  if (m.role !== 'owner') return { ...base, people: [], invitations: [] };
  return {
    ...base,
    people: await peopleOf(db, m, userId),
    invitations: await pendingInvitations(db, m, now),
  };
}

async function peopleOf(db: Database, m: Membership, userId: string) {
  const rows = await db
    .select({ member: businessMembers, name: users.username, email: users.email })
    .from(businessMembers)
    .innerJoin(users, eq(users.id, businessMembers.userId))
    .where(eq(businessMembers.businessId, m.businessId))
    .orderBy(asc(businessMembers.createdAt), asc(businessMembers.id));
  const links = await db
    .select()
    .from(memberOutlets)
    .where(
      inArray(
        memberOutlets.memberId,
        rows.map((r) => r.member.id),
      ),
    );
  return rows.map((r) => ({
    id: r.member.id,
    name: r.name,
    email: r.email,
    role: r.member.role,
    outlet_ids:
      r.member.role === 'owner' ? [] : links.filter((l) => l.memberId === r.member.id).map((l) => l.outletId),
    is_you: r.member.userId === userId,
    is_account_holder: r.member.userId === m.customerId,
    joined_at: iso(r.member.createdAt)!,
  }));
}

async function pendingInvitations(db: Database, m: Membership, now: number) {
  const rows = await db
    .select()
    .from(businessInvitations)
    .where(
      and(
        eq(businessInvitations.businessId, m.businessId),
        isNull(businessInvitations.acceptedAt),
        isNull(businessInvitations.revokedAt),
        gt(businessInvitations.expiresAt, now),
      ),
    )
    .orderBy(asc(businessInvitations.createdAt));
  return rows.map((r) => ({
    id: r.id,
    email: r.email,
    role: r.role,
    outlet_ids: r.outletIds,
    expires_at: iso(r.expiresAt)!,
  }));
}

/**
 * The outlets a role is given: none for an owner (it reaches all), at least one of this
 * business's for anyone else.
 */
export async function outletsForRole(
  db: Database | Tx,
  businessId: string,
  role: BusinessRole,
  ids: string[],
) {
  if (role === 'owner') return [];
  const unique = [...new Set(ids)];
  if (unique.length === 0) throw fail.badRequest('outlets_required', msg('error.business.outletsRequired'));
  const found = await db
    .select({ id: outlets.id })
    .from(outlets)
    .where(and(eq(outlets.businessId, businessId), inArray(outlets.id, unique)));
  if (found.length !== unique.length) throw fail.notFound(msg('error.business.outletNotFound'));
  return unique;
}

/** Links a member to exactly these outlets. */
export async function setMemberOutlets(tx: Tx, memberId: string, outletIds: string[]) {
  await tx.delete(memberOutlets).where(eq(memberOutlets.memberId, memberId));
  if (outletIds.length)
    await tx.insert(memberOutlets).values(outletIds.map((outletId) => ({ memberId, outletId })));
}

/** A member of this business other than the account holder, whom nobody demotes or removes. */
async function changeableMember(tx: Tx, m: Membership, memberId: string) {
  const [member] = await tx
    .select()
    .from(businessMembers)
    .where(and(eq(businessMembers.id, memberId), eq(businessMembers.businessId, m.businessId)));
  if (!member) throw fail.notFound(msg('error.business.memberNotFound'));
  if (member.userId === m.customerId)
    throw fail.conflict('account_holder', msg('error.business.accountHolder'));
  return member;
}

/** The owner changes a person's role and outlets. */
export async function setMemberRole(
  db: Database,
  actorId: string,
  input: { business_id: string; member_id: string; role: BusinessRole; outlet_ids: string[] },
  now: number,
) {
  await db.write(async (tx) => {
    const m = await ownerOf(tx, actorId, input.business_id);
    const member = await changeableMember(tx, m, input.member_id);
    const outletIds = await outletsForRole(tx, m.businessId, input.role, input.outlet_ids);
    const before = {
      role: member.role,
      outlet_ids: (await membershipIn(tx, member.userId, m.businessId)).outletIds,
    };
    await tx
      .update(businessMembers)
      .set({ role: input.role, updatedAt: now })
      .where(eq(businessMembers.id, member.id));
    await setMemberOutlets(tx, member.id, outletIds);
    await audit(
      tx,
      {
        actorId,
        action: 'business_member.role',
        entity: 'business_member',
        entityId: member.id,
        before,
        after: { role: input.role, outlet_ids: outletIds },
      },
      now,
    );
  });
  return (await businessView(db, actorId, input.business_id, now)).people.find(
    (p) => p.id === input.member_id,
  )!;
}

/**
 * The owner removes a person: the membership goes, and so do every session and API key of the
 * account at once, so nothing it opened or made outlives the removal (decision 0102).
 */
export async function removeMember(
  db: Database,
  actorId: string,
  input: { business_id: string; member_id: string },
  now: number,
) {
  return db.write(async (tx) => {
    const m = await ownerOf(tx, actorId, input.business_id);
    const member = await changeableMember(tx, m, input.member_id);
    await tx.delete(businessMembers).where(eq(businessMembers.id, member.id));
    const ended = await invalidateUserSessions(tx, member.userId).returning({ id: sessions.id });
    const keysRevoked = await revokeKeysOf(tx, {
      userId: member.userId,
      actorId,
      reason: 'business_removed',
      now,
    });
    await audit(
      tx,
      {
        actorId,
        action: 'business_member.remove',
        entity: 'business_member',
        entityId: member.id,
        before: { user_id: member.userId, role: member.role },
        after: { sessions_ended: ended.length, keys_revoked: keysRevoked },
      },
      now,
    );
    return { id: member.id, sessions_ended: ended.length, keys_revoked: keysRevoked, removed_at: iso(now)! };
  });
}
