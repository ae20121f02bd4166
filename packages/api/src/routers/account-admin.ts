import { z } from 'zod';
import {
  accountExportOutput,
  accountOutput,
  accountRemovedOutput,
  customerListOutput,
  supplierListOutput,
} from '../accounts/outputs.ts';
import { removeAccount, setAccountActive, updateAccount } from '../domain/account-admin.ts';
import { customersCsv, listCustomers } from '../domain/customer-admin.ts';
import { listSuppliers, suppliersCsv } from '../domain/supplier-admin.ts';
import { profileEditInput } from '../schemas/accounts.ts';
import { accountStatusInput, customerListInput, supplierListInput } from '../schemas/admin.ts';
import { id } from '../schemas/common.ts';
import { staffProcedure } from '../trpc.ts';

const editInput = profileEditInput.extend({ id });

/** Edit, (de)activate and delete, shared by customers and suppliers. */
function accountActions(type: 'customer' | 'supplier', procedure: ReturnType<typeof staffProcedure>) {
  return {
    update: procedure
      .input(editInput)
      .output(accountOutput)
      .mutation(({ ctx, input: { id, ...input } }) =>
        updateAccount(ctx.db, {
          type,
          id,
          input,
          scope: ctx.scope,
          actorId: ctx.user.id,
          now: ctx.clock.now(),
        }),
      ),
    setStatus: procedure
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
    remove: procedure
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

const customerStaff = staffProcedure('manage_customers');
const supplierStaff = staffProcedure('manage_suppliers');

/** The super admin, or a sub-admin with manage_customers: customers of its city only. */
export const customerAccountsRouter = {
  list: customerStaff
    .input(customerListInput)
    .output(customerListOutput)
    .query(({ ctx, input }) => listCustomers(ctx.db, ctx.scope, input)),
  exportCsv: customerStaff
    .input(customerListInput)
    .output(accountExportOutput)
    .query(({ ctx, input }) => customersCsv(ctx.db, ctx.scope, input, ctx.clock.now())),
  ...accountActions('customer', customerStaff),
};

/** The super admin, or a sub-admin with manage_suppliers: suppliers of its city only. */
export const supplierAccountsRouter = {
  list: supplierStaff
    .input(supplierListInput)
    .output(supplierListOutput)
    .query(({ ctx, input }) => listSuppliers(ctx.db, ctx.scope, input)),
  exportCsv: supplierStaff
    .input(supplierListInput)
    .output(accountExportOutput)
    .query(({ ctx, input }) => suppliersCsv(ctx.db, ctx.scope, input, ctx.clock.now())),
  ...accountActions('supplier', supplierStaff),
};
