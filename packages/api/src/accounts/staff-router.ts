import { z } from 'zod';
import { op, staff, superAdmin } from '../operations/op.ts';
import { opt, paging, type RestRequest, type RestSpec, type RestTag } from '../rest/route.ts';
import { id } from '../shared/schemas.ts';
import { customersCsv, listCustomers } from './customers.ts';
import {
  accountExportOutput,
  accountOutput,
  accountRemovedOutput,
  customerListOutput,
  subAdminListOutput,
  subAdminOutput,
  subAdminRemovedOutput,
  supplierListOutput,
  supplierProfileOutput,
} from './outputs.ts';
import {
  accountStatusInput,
  customerListInput,
  profileEditInput,
  subAdminCreateInput,
  subAdminUpdateInput,
  supplierListInput,
} from './schemas.ts';
import { removeAccount, setAccountActive, updateAccount } from './staff.ts';
import { createSubAdmin, deleteSubAdmin, listSubAdmins, updateSubAdmin } from './sub-admins.ts';
import { staffSupplierProfile } from './supplier-profile.ts';
import { listSuppliers, suppliersCsv } from './suppliers.ts';

type AccountType = 'customer' | 'supplier';

/** Each account type's section of the REST reference. */
const TAG = { customer: 'Admin: customers', supplier: 'Admin: suppliers' } as const satisfies Record<
  AccountType,
  RestTag
>;

/** Search, paging and sorting of an admin list from the query string. */
const listQuery = (r: RestRequest) => ({
  search: r.query.search ?? '',
  ...paging(r),
  sort: opt(r.query.sort),
  dir: opt(r.query.dir),
  status: opt(r.query.status),
});

const listQueryDocs = {
  search: { type: 'string', description: 'Matches name, e-mail or restaurant/company name' },
  page: { type: 'integer', description: 'Page number, from 1' },
  page_size: { type: 'integer', description: 'Rows per page (1-100, default 20)' },
  sort: { type: 'string', description: 'Column to sort by' },
  dir: { type: 'string', description: 'asc or desc' },
  status: { type: 'string', description: 'all, active or inactive' },
} as const;

/** The admin list's REST row. */
const listRest = (type: AccountType): RestSpec => ({
  method: 'GET',
  path: `/admin/${type}s`,
  summary: `${TAG[type]}: one page with aggregates and totals (ETag; If-None-Match answers 304)`,
  tag: TAG[type],
  input: listQuery,
  query: listQueryDocs,
});

/** The admin list as CSV: the list's filters, a file answer. */
const exportRest = (type: AccountType): RestSpec => ({
  method: 'GET',
  path: `/admin/${type}s/export`,
  summary: `${TAG[type]} as CSV (same filters as the list; formula-safe cells)`,
  tag: TAG[type],
  input: listQuery,
  query: listQueryDocs,
  respond: 'file',
  fileType: 'text/csv',
});

const editInput = profileEditInput.extend({ id });

/** Edit, (de)activate and delete, shared by customers and suppliers. */
function accountActions(type: AccountType, access: ReturnType<typeof staff>) {
  const tag = TAG[type];
  return {
    update: op({
      access,
      rest: {
        method: 'PUT',
        path: `/admin/${type}s/:id`,
        summary: `Edit a ${type}: name, email, phone, restaurant_name, fssai_number`,
        tag,
      },
    })
      .input(editInput)
      .output(accountOutput)
      .mutation(({ ctx, input: { id, ...input } }) =>
        updateAccount(ctx, {
          type,
          id,
          input,
          scope: ctx.scope,
          actorId: ctx.user.id,
          now: ctx.clock.now(),
        }),
      ),
    setStatus: op({
      access,
      rest: {
        method: 'PUT',
        path: `/admin/${type}s/:id/status`,
        summary: `Activate or deactivate a ${type} (deactivation ends its sessions)`,
        tag,
      },
    })
      .input(accountStatusInput)
      .output(accountOutput)
      .mutation(({ ctx, input }) =>
        setAccountActive(ctx.db, {
          type,
          id: input.id,
          isActive: input.is_active,
          scope: ctx.scope,
          actorId: ctx.user.id,
          now: ctx.clock.now(),
        }),
      ),
    remove: op({
      access,
      rest: {
        method: 'DELETE',
        path: `/admin/${type}s/:id`,
        summary: `Delete a ${type} (with history: anonymised and deactivated instead)`,
        tag,
      },
    })
      .input(z.object({ id }))
      .output(accountRemovedOutput)
      .mutation(({ ctx, input }) =>
        removeAccount(ctx.db, {
          type,
          id: input.id,
          scope: ctx.scope,
          actorId: ctx.user.id,
          now: ctx.clock.now(),
        }),
      ),
  };
}

const customerStaff = staff('manage_customers');
const supplierStaff = staff('manage_suppliers');

/** The super admin, or a sub-admin with manage_customers: customers of its city only. */
export const customerAccountsRouter = {
  list: op({ access: customerStaff, rest: listRest('customer') })
    .input(customerListInput)
    .output(customerListOutput)
    .query(({ ctx, input }) => listCustomers(ctx.db, ctx.scope, input)),
  exportCsv: op({ access: customerStaff, rest: exportRest('customer'), heavy: true })
    .input(customerListInput)
    .output(accountExportOutput)
    .query(({ ctx, input }) => customersCsv(ctx.db, ctx.scope, input, ctx.clock.now())),
  ...accountActions('customer', customerStaff),
};

/** The super admin, or a sub-admin with manage_suppliers: suppliers of its city only. */
export const supplierAccountsRouter = {
  list: op({ access: supplierStaff, rest: listRest('supplier') })
    .input(supplierListInput)
    .output(supplierListOutput)
    .query(({ ctx, input }) => listSuppliers(ctx.db, ctx.scope, input)),
  exportCsv: op({ access: supplierStaff, rest: exportRest('supplier'), heavy: true })
    .input(supplierListInput)
    .output(accountExportOutput)
    .query(({ ctx, input }) => suppliersCsv(ctx.db, ctx.scope, input, ctx.clock.now())),
  ...accountActions('supplier', supplierStaff),
  /** The supplier as the seller on its invoices. */
  profile: op({
    access: supplierStaff,
    rest: {
      method: 'GET',
      path: '/admin/suppliers/:id/profile',
      summary: "A supplier's seller profile (GSTIN, state, legal name, address, FSSAI, invoice prefix)",
      tag: 'Admin: suppliers',
      input: (r) => ({ id: r.params.id }),
    },
  })
    .input(z.object({ id }))
    .output(supplierProfileOutput)
    .query(({ ctx, input }) => staffSupplierProfile(ctx.db, ctx.scope, input.id)),
};

/** Super admin only: sub-admins are created, edited and deleted by nobody else. */
export const subAdminsRouter = {
  list: op({
    access: superAdmin,
    rest: {
      method: 'GET',
      path: '/admin/sub-admins',
      summary: 'Sub-admins',
      tag: 'Admin: sub-admins',
      input: () => undefined,
    },
  })
    .output(subAdminListOutput)
    .query(({ ctx }) => listSubAdmins(ctx.db)),
  create: op({
    access: superAdmin,
    rest: {
      method: 'POST',
      path: '/admin/sub-admins',
      summary: 'Create a sub-admin for one city with permissions',
      tag: 'Admin: sub-admins',
      status: 201,
    },
  })
    .input(subAdminCreateInput)
    .output(subAdminOutput)
    .mutation(({ ctx, input }) => createSubAdmin(ctx, ctx.user.id, input)),
  update: op({
    access: superAdmin,
    rest: {
      method: 'PUT',
      path: '/admin/sub-admins/:id',
      summary: 'Edit a sub-admin (blank password keeps the current one)',
      tag: 'Admin: sub-admins',
    },
  })
    .input(subAdminUpdateInput)
    .output(subAdminOutput)
    .mutation(({ ctx, input }) => updateSubAdmin(ctx, ctx.user.id, input)),
  remove: op({
    access: superAdmin,
    rest: {
      method: 'DELETE',
      path: '/admin/sub-admins/:id',
      summary: 'Delete a sub-admin (access revoked; kept for the audit log)',
      tag: 'Admin: sub-admins',
    },
  })
    .input(z.object({ id }))
    .output(subAdminRemovedOutput)
    .mutation(({ ctx, input }) => deleteSubAdmin(ctx.db, ctx.user.id, input.id, ctx.clock.now())),
};
