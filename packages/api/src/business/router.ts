import { sessionOutput } from '../accounts/index.ts';
import { fail } from '../errors.ts';
import { anyone, customer, op } from '../operations/op.ts';
import { acceptInvitation, invite, registerByInvitation, viewInvitation } from './invitations.ts';
import { myBusinesses } from './membership.ts';
import { createOutlet, updateOutlet } from './outlets.ts';
import {
  acceptedOutput,
  businessListOutput,
  businessOutput,
  invitationViewOutput,
  invitedOutput,
  memberOutput,
  outletOutput,
  removedOutput,
} from './outputs.ts';
import { businessView, removeMember, setMemberRole } from './people.ts';
import {
  businessIdInput,
  createOutletInput,
  invitationRegisterInput,
  invitationTokenInput,
  inviteInput,
  memberIdInput,
  memberRoleInput,
  updateOutletInput,
} from './schemas.ts';

const tag = 'Business' as const;
const BUSINESS = '/account/businesses/:business_id';

/**
 * A restaurant business, its outlets and its people (decision 0102). Customers only, and within a
 * business by role: the owner manages outlets and people; others see their own outlets. Signed in
 * (never with an API key): these calls hand out and take away access.
 */
export const businessRouter = {
  list: op({
    access: customer,
    rest: { method: 'GET', path: '/account/businesses', summary: 'The businesses you belong to', tag },
  })
    .output(businessListOutput)
    .query(({ ctx }) => myBusinesses(ctx.db, ctx.user, ctx.clock.now())),
  byId: op({
    access: customer,
    rest: {
      method: 'GET',
      path: BUSINESS,
      summary: 'A business: your role and outlets; for its owner also its people and open invitations',
      tag,
    },
  })
    .input(businessIdInput)
    .output(businessOutput)
    .query(({ ctx, input }) => businessView(ctx.db, ctx.user.id, input.business_id, ctx.clock.now())),
  createOutlet: op({
    access: customer,
    rest: {
      method: 'POST',
      path: `${BUSINESS}/outlets`,
      summary: "Add an outlet (owner): its GSTIN must be its state's, one per state per business",
      tag,
      status: 201,
    },
  })
    .input(createOutletInput)
    .output(outletOutput)
    .mutation(({ ctx, input }) => createOutlet(ctx.db, ctx.user.id, input, ctx.clock.now())),
  updateOutlet: op({
    access: customer,
    rest: { method: 'PUT', path: `${BUSINESS}/outlets/:outlet_id`, summary: 'Edit an outlet (owner)', tag },
  })
    .input(updateOutletInput)
    .output(outletOutput)
    .mutation(({ ctx, input }) => updateOutlet(ctx.db, ctx.user.id, input, ctx.clock.now())),
  invite: op({
    access: customer,
    rest: {
      method: 'POST',
      path: `${BUSINESS}/invitations`,
      summary: 'Invite a person by e-mail with a role and outlets (owner); the link works for 7 days',
      tag,
      status: 201,
    },
  })
    .input(inviteInput)
    .output(invitedOutput)
    .mutation(({ ctx, input }) => invite(ctx, ctx.user, input, ctx.req.origin)),
  setRole: op({
    access: customer,
    rest: {
      method: 'PUT',
      path: `${BUSINESS}/members/:member_id`,
      summary: "Change a person's role and outlets (owner)",
      tag,
    },
  })
    .input(memberRoleInput)
    .output(memberOutput)
    .mutation(({ ctx, input }) => setMemberRole(ctx.db, ctx.user.id, input, ctx.clock.now())),
  remove: op({
    access: customer,
    rest: {
      method: 'DELETE',
      path: `${BUSINESS}/members/:member_id`,
      summary: 'Remove a person (owner): its sessions end and its API keys are revoked at once',
      tag,
    },
  })
    .input(memberIdInput)
    .output(removedOutput)
    .mutation(({ ctx, input }) => removeMember(ctx.db, ctx.user.id, input, ctx.clock.now())),
  invitation: op({
    access: anyone,
    rest: {
      method: 'GET',
      path: '/invitations/:token',
      summary: 'What an invitation link offers: the business, role and outlets',
      tag,
    },
  })
    .input(invitationTokenInput)
    .output(invitationViewOutput)
    .query(({ ctx, input }) => viewInvitation(ctx.db, input.token, ctx.clock.now())),
  accept: op({
    access: customer,
    rest: {
      method: 'POST',
      path: '/invitations/:token/accept',
      summary: 'Accept an invitation sent to your own e-mail address',
      tag,
    },
  })
    .input(invitationTokenInput)
    .output(acceptedOutput)
    .mutation(({ ctx, input }) => acceptInvitation(ctx.db, ctx.user, input.token, ctx.clock.now())),
  register: op({
    access: anyone,
    rest: {
      method: 'POST',
      path: '/invitations/:token/register',
      summary: "Register through an invitation with the invitation's e-mail, and join the business",
      tag,
      status: 201,
    },
  })
    .input(invitationRegisterInput)
    .output(sessionOutput)
    .mutation(async ({ ctx, input }) => {
      const wait = await ctx.limiter.hit(`register-ip:${ctx.req.ip}`, 20, 3600);
      if (wait) throw fail.tooMany(wait);
      return registerByInvitation(ctx, input);
    }),
};
