import { orderIdInput } from '../orders/index.ts';
import { authedProcedure } from '../trpc.ts';
import { invoiceFile } from './invoices.ts';
import { invoiceFileOutput } from './outputs.ts';

export const invoicesRouter = {
  /**
   * The buyer of the order, the super admin, or a sub-admin with manage_orders in the order's
   * city: the GST tax invoice PDF.
   */
  download: authedProcedure
    .input(orderIdInput)
    .output(invoiceFileOutput)
    .query(({ ctx, input }) => invoiceFile(ctx.db, ctx.config.seller, ctx.fonts, ctx.user, input.id)),
};
