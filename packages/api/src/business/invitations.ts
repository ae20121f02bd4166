import {
  businesses,
  businessInvitations,
  businessMembers,
  type Database,
  newId,
  outlets,
  type Tx,
  users,
} from '@app/db';
import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import { authAnswer, findUserByEmail, generateToken, hashPassword, hashToken } from '../accounts/index.ts';
import { audit } from '../audit/index.ts';
import { fail } from '../errors.ts';
import { msg, render } from '../messages/index.ts';
import type { Services } from '../ports.ts';
import { iso } from '../shared/query.ts';
import { ensureOwnBusiness, ownerOf } from './membership.ts';
import { outletsForRole, setMemberOutlets } from './people.ts';
import type { invitationRegisterInput, inviteInput } from './schemas.ts';

/** How long an invitation link works. */
export const INVITATION_DAYS = 7;
const DAY = 86_400_000;

/** The link a person opens: the registration screen, which shows the invitation and joins by it. */
const linkOf = (s: Services, origin: string, token: string) =>
  `${s.config.publicUrl ?? origin}/register?invite=${token}`;

/**
 * The owner invites a person by e-mail with a role and outlets; an earlier open invitation to the
 * same address is replaced. The token travels by e-mail (the dev outbox hands the link back).
 */
export async function invite(
  s: Services,
  actor: { id: string; username: string },
  input: z.output<typeof inviteInput>,
  origin: string,
) {
  const now = s.clock.now();
  const token = generateToken();
  const row = await s.db.write(async (tx) => {
    const m = await ownerOf(tx, actor.id, input.business_id);
    const outletIds = await outletsForRole(tx, m.businessId, input.role, input.outlet_ids);
    const [already] = await tx
      .select({ id: businessMembers.id })
      .from(businessMembers)
      .innerJoin(users, eq(users.id, businessMembers.userId))
      .where(and(eq(businessMembers.businessId, m.businessId), eq(users.email, input.email)));
    if (already) throw fail.conflict('already_member', msg('error.business.alreadyMember'));
    await tx
      .update(businessInvitations)
      .set({ revokedAt: now })
      .where(
        and(
          eq(businessInvitations.businessId, m.businessId),
          eq(businessInvitations.email, input.email),
          isNull(businessInvitations.acceptedAt),
          isNull(businessInvitations.revokedAt),
        ),
      );
    const [created] = await tx
      .insert(businessInvitations)
      .values({
        id: newId('inv'),
        businessId: m.businessId,
        email: input.email,
        role: input.role,
        outletIds,
        tokenHash: hashToken(token),
        invitedBy: actor.id,
        expiresAt: now + INVITATION_DAYS * DAY,
        createdAt: now,
      })
      .returning();
    await audit(
      tx,
      {
        actorId: actor.id,
        action: 'business_invitation.create',
        entity: 'business_invitation',
        entityId: created!.id,
        after: { email: input.email, role: input.role, outlet_ids: outletIds },
      },
      now,
    );
    return { ...created!, businessName: m.name };
  });
  const link = linkOf(s, origin, token);
  // In the invitee's language when it already has an account; English otherwise.
  const invitee = await findUserByEmail(s.db, input.email);
  const language = invitee?.preferredLanguage ?? 'en';
  const role = msg(`business.role.${input.role}`);
  await s.mailer.send({
    to: input.email,
    subject: render(language, msg('mail.businessInvite.subject', { business: row.businessName })),
    text: render(
      language,
      msg('mail.businessInvite.body', {
        inviter: actor.username,
        business: row.businessName,
        role,
        link,
        days: INVITATION_DAYS,
      }),
    ),
  });
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    outlet_ids: row.outletIds,
    expires_at: iso(row.expiresAt)!,
    invite_link: !s.mailer.delivers && !s.config.production ? link : null,
  };
}

/** An open invitation by its token, or 404 (unknown, used, replaced or expired alike). */
async function openInvitation(db: Database | Tx, token: string, now: number) {
  const [row] = await db
    .select({ invitation: businessInvitations, businessName: businesses.name })
    .from(businessInvitations)
    .innerJoin(businesses, eq(businesses.id, businessInvitations.businessId))
    .where(
      and(
        eq(businessInvitations.tokenHash, hashToken(token)),
        isNull(businessInvitations.acceptedAt),
        isNull(businessInvitations.revokedAt),
        gt(businessInvitations.expiresAt, now),
      ),
    );
  if (!row) throw fail.notFound(msg('error.business.invitationNotFound'));
  return row;
}

/** What the link shows: anyone holding the token may read it. */
export async function viewInvitation(db: Database, token: string, now: number) {
  const { invitation: inv, businessName } = await openInvitation(db, token, now);
  const names = inv.outletIds.length
    ? await db.select({ name: outlets.name }).from(outlets).where(inArray(outlets.id, inv.outletIds))
    : [];
  const [inviter] = inv.invitedBy
    ? await db.select({ name: users.username }).from(users).where(eq(users.id, inv.invitedBy))
    : [];
  return {
    business_name: businessName,
    email: inv.email,
    role: inv.role,
    outlet_names: names.map((n) => n.name),
    invited_by: inviter?.name ?? null,
    expires_at: iso(inv.expiresAt)!,
    has_account: Boolean(await findUserByEmail(db, inv.email)),
  };
}

/** Makes the account a member, marks the invitation used and audits it: inside one transaction. */
async function join(tx: Tx, token: string, userId: string, now: number) {
  const { invitation: inv } = await openInvitation(tx, token, now);
  const [already] = await tx
    .select({ id: businessMembers.id })
    .from(businessMembers)
    .where(and(eq(businessMembers.businessId, inv.businessId), eq(businessMembers.userId, userId)));
  if (already) throw fail.conflict('already_member', msg('error.business.alreadyMember'));
  // Outlets removed since the invitation are left out; the owner may give others later.
  const present = inv.outletIds.length
    ? await tx
        .select({ id: outlets.id })
        .from(outlets)
        .where(and(eq(outlets.businessId, inv.businessId), inArray(outlets.id, inv.outletIds)))
    : [];
  const memberId = newId('mem');
  await tx.insert(businessMembers).values({
    id: memberId,
    businessId: inv.businessId,
    userId,
    role: inv.role,
    createdAt: now,
    updatedAt: now,
  });
  await setMemberOutlets(
    tx,
    memberId,
    present.map((o) => o.id),
  );
  await tx
    .update(businessInvitations)
    .set({ acceptedAt: now, acceptedBy: userId })
    .where(eq(businessInvitations.id, inv.id));
  await audit(
    tx,
    {
      actorId: userId,
      action: 'business_invitation.accept',
      entity: 'business_member',
      entityId: memberId,
      after: { invitation_id: inv.id, role: inv.role, outlet_ids: present.map((o) => o.id) },
    },
    now,
  );
  return { business_id: inv.businessId, member_id: memberId, role: inv.role };
}

/** A signed-in customer accepts an invitation sent to its own address (a forwarded link is refused). */
export async function acceptInvitation(
  db: Database,
  user: { id: string; email: string },
  token: string,
  now: number,
) {
  // A customer in its own right keeps its own business (its orders and credit) beside this one.
  await ensureOwnBusiness(db, user.id, now);
  return db.write(async (tx) => {
    const { invitation } = await openInvitation(tx, token, now);
    if (invitation.email !== user.email) throw fail.forbidden(msg('error.business.otherEmail'));
    return join(tx, token, user.id, now);
  });
}

/**
 * A new person registers through the link: a customer account with the invitation's e-mail, in the
 * city of its first outlet (so it sees what that outlet can buy), already a member. Signed in.
 */
export async function registerByInvitation(s: Services, input: z.output<typeof invitationRegisterInput>) {
  const now = s.clock.now();
  const { invitation: inv, businessName } = await openInvitation(s.db, input.token, now);
  if (await findUserByEmail(s.db, inv.email))
    throw fail.conflict('email_taken', msg('error.accounts.emailTaken'));
  const [outlet] = await s.db
    .select()
    .from(outlets)
    .where(
      and(
        eq(outlets.businessId, inv.businessId),
        inv.outletIds.length ? inArray(outlets.id, inv.outletIds) : undefined,
      ),
    )
    .orderBy(outlets.createdAt)
    .limit(1);
  const passwordHash = await hashPassword(input.password, s.config.passwordIterations);
  const user = await s.db
    .write(async (tx) => {
      const [created] = await tx
        .insert(users)
        .values({
          id: newId('usr'),
          username: input.username,
          email: inv.email,
          passwordHash,
          userType: 'customer',
          restaurantName: outlet?.name ?? businessName,
          cityId: outlet?.cityId ?? null,
          address: outlet?.address ?? '',
          fssaiNumber: outlet?.fssaiNumber ?? '',
          phone: input.phone,
          preferredLanguage: input.preferred_language,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      await join(tx, input.token, created!.id, now);
      return created!;
    })
    .catch((e: unknown) => {
      // Registered meanwhile with the same address.
      if (String((e as Error).message).includes('UNIQUE'))
        throw fail.conflict('email_taken', msg('error.accounts.emailTaken'));
      throw e;
    });
  return authAnswer(s.db, user, now);
}
