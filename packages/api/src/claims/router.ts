import { z } from 'zod';
import { fail } from '../errors.ts';
import { msg } from '../messages/index.ts';
import { customer, op, signedIn, staff, supplier } from '../operations/op.ts';
import { opt, page, paging, type RestRequest, range, rangeDocs } from '../rest/route.ts';
import { fileAnswer } from '../shared/answers.ts';
import { id } from '../shared/schemas.ts';
import { answerClaim, fileClaim, orderClaims, staffClaims, supplierClaims } from './claims.ts';
import { decideClaim } from './decide.ts';
import { claimOutput, claimPageOutput, claimPhotoOutput, claimsOutput } from './outputs.ts';
import { claimPhotoFile, storeClaimPhoto } from './photos.ts';
import {
  claimAnswerInput,
  claimCreateInput,
  claimDecisionInput,
  claimIdInput,
  claimListInput,
} from './schemas.ts';

const listFilters = (r: RestRequest) => ({ status: opt(r.query.status), ...paging(r), ...range(r) });
const listDocs = {
  status: { type: 'string', description: 'open, approved, partly_approved or rejected' },
  ...rangeDocs,
  ...page,
} as const;
const claimStaff = staff('manage_orders');

/** Quality claims on delivered lines (decision 0089): filed by buyers, answered by suppliers, decided by staff. */
export const claimsRouter = {
  /** Customers, and riders at the door: a photo of the goods, to attach to a claim or a refusal. */
  uploadPhoto: op({
    access: signedIn,
    keyScope: 'orders:write',
    rest: {
      method: 'POST',
      path: '/claims/photos',
      summary:
        'Upload a photo of delivered goods (JPG, PNG, WebP or GIF, at most 5 MB) for a claim; answers its id',
      tag: 'Orders',
      multipart: true,
      input: (r) => ({ file: r.file }),
      status: 201,
    },
  })
    .input(z.object({ file: z.instanceof(File, { message: 'Please select an image file' }) }))
    .output(claimPhotoOutput)
    .mutation(async ({ ctx, input }) => {
      if (ctx.user.userType !== 'customer' && ctx.user.userType !== 'delivery')
        throw fail.forbidden(msg('error.claims.photoRoles'));
      const wait = await ctx.limiter.hit(`claim-photo:${ctx.user.id}`, 60, 3600);
      if (wait > 0) throw fail.tooMany(wait);
      return storeClaimPhoto(ctx, ctx.user.id, input.file, ctx.clock.now());
    }),
  /** Who took it, the supplier the claim is against, and staff reading the order's city. */
  photo: op({
    access: signedIn,
    keyScope: 'orders:read',
    rest: {
      method: 'GET',
      path: '/claims/photos/:id',
      summary: 'A claim photo, for whoever took it, the supplier of the claimed line and the city’s staff',
      tag: 'Orders',
      input: (r) => ({ id: r.params.id }),
      respond: 'file',
      fileType: 'image/*',
    },
  })
    .input(z.object({ id }))
    .output(fileAnswer)
    .query(({ ctx, input }) => claimPhotoFile(ctx, ctx.user, input.id)),
  file: op({
    access: customer,
    keyScope: 'orders:write',
    rest: {
      method: 'POST',
      path: '/orders/:id/claims',
      summary:
        'Claim on a delivered line of an own order: {line_id, quantity, reason, note, photo_ids}, within ' +
        'its category’s window (24 h fresh, 7 days packaged)',
      tag: 'Orders',
      body: true,
      input: (r) => ({ ...r.body, id: r.params.id }),
      status: 201,
    },
  })
    .input(claimCreateInput)
    .output(claimOutput)
    .mutation(({ ctx, input }) => fileClaim(ctx.db, ctx.user.id, input, ctx.clock.now())),
  ofOrder: op({
    access: customer,
    keyScope: 'orders:read',
    rest: {
      method: 'GET',
      path: '/orders/:id/claims',
      summary: 'The claims on an own order',
      tag: 'Orders',
      input: (r) => ({ id: r.params.id }),
    },
  })
    .input(claimIdInput)
    .output(claimsOutput)
    .query(({ ctx, input }) => orderClaims(ctx.db, ctx.user.id, input.id)),
  supplierList: op({
    access: supplier,
    keyScope: 'orders:read',
    rest: {
      method: 'GET',
      path: '/supplier/claims',
      summary: 'Claims on your lines, newest first, by status and date',
      tag: 'Supplier',
      input: listFilters,
      query: listDocs,
    },
  })
    .input(claimListInput)
    .output(claimPageOutput)
    .query(({ ctx, input }) => supplierClaims(ctx.db, ctx.user.id, input)),
  answer: op({
    access: supplier,
    keyScope: 'orders:write',
    rest: {
      method: 'PUT',
      path: '/supplier/claims/:id',
      summary: 'Answer a claim on your line once, before staff decide it: {response}',
      tag: 'Supplier',
      body: true,
      input: (r) => ({ ...r.body, id: r.params.id }),
    },
  })
    .input(claimAnswerInput)
    .output(claimOutput)
    .mutation(({ ctx, input }) => answerClaim(ctx.db, ctx.user.id, input, ctx.clock.now())),
  staffList: op({
    access: claimStaff,
    keyScope: 'orders:read',
    rest: {
      method: 'GET',
      path: '/admin/claims',
      summary: 'Claims, newest first, by status and date (a sub-admin: its city’s)',
      tag: 'Admin: orders',
      input: listFilters,
      query: listDocs,
    },
  })
    .input(claimListInput)
    .output(claimPageOutput)
    .query(({ ctx, input }) => staffClaims(ctx.db, ctx.scope, input)),
  decide: op({
    access: claimStaff,
    keyScope: 'orders:write',
    rest: {
      method: 'PUT',
      path: '/admin/claims/:id',
      summary:
        'Decide an open claim: {decision: approve|reject, quantity?, reason}; an approval issues the credit ' +
        'note (never above what is still invoiced) and, for a paid order, a refund due',
      tag: 'Admin: orders',
      body: true,
      input: (r) => ({ ...r.body, id: r.params.id }),
    },
  })
    .input(claimDecisionInput)
    .output(claimOutput)
    .mutation(({ ctx, input }) => decideClaim(ctx.db, ctx.scope, ctx.user.id, input, ctx.clock.now())),
};
