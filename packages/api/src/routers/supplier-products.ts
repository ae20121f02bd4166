import { z } from 'zod';
import {
  bulkTemplateOutput,
  bulkUploadOutput,
  productRemovedOutput,
  supplierDashboardOutput,
  supplierProductListOutput,
  supplierProductOutput,
} from '../catalog/outputs.ts';
import { csvTemplate, xlsxTemplate } from '../domain/bulk-upload/template.ts';
import { bulkUpload } from '../domain/bulk-upload/upload.ts';
import {
  createProduct,
  listOwnProducts,
  removeProduct,
  supplierDashboard,
  updateProduct,
} from '../domain/supplier-products.ts';
import { id } from '../schemas/common.ts';
import { productInput, productUpdateInput } from '../schemas/products.ts';
import { publicProcedure, supplierProcedure } from '../trpc.ts';

const fileInput = z.object({ file: z.instanceof(File, { message: 'Please select a file to upload.' }) });

export const supplierProductsRouter = {
  /** Supplier: its own products in every approval status, with the rejection reason. */
  list: supplierProcedure
    .output(supplierProductListOutput)
    .query(({ ctx }) => listOwnProducts(ctx.db, ctx.user.id)),
  /** Supplier: listing counts, stock alerts, and the orders holding its products. */
  dashboard: supplierProcedure
    .output(supplierDashboardOutput)
    .query(({ ctx }) => supplierDashboard(ctx.db, ctx.user.id)),
  /** Supplier: a new listing, pending until an admin approves it. */
  create: supplierProcedure
    .input(productInput)
    .output(supplierProductOutput)
    .mutation(({ ctx, input }) => createProduct(ctx.db, ctx.images, ctx.user.id, input, ctx.clock.now())),
  /** Supplier, own products only (403 otherwise): any edit needs approval again. */
  update: supplierProcedure
    .input(productUpdateInput)
    .output(supplierProductOutput)
    .mutation(({ ctx, input }) =>
      updateProduct(ctx.db, ctx.images, ctx.user.id, input.id, input, ctx.clock.now()),
    ),
  /** Supplier, own products only (403 otherwise). Past orders keep their snapshot lines. */
  remove: supplierProcedure
    .input(z.object({ id }))
    .output(productRemovedOutput)
    .mutation(({ ctx, input }) => removeProduct(ctx.db, ctx.images, ctx.user.id, input.id)),
  /** Supplier: a .csv or .xlsx of products; valid rows become pending listings, the rest are reported. */
  bulkUpload: supplierProcedure
    .input(fileInput)
    .output(bulkUploadOutput)
    .mutation(({ ctx, input }) =>
      bulkUpload(
        ctx.db,
        { id: ctx.user.id, cityId: ctx.user.cityId, name: ctx.user.restaurantName || ctx.user.username },
        input.file,
        ctx.clock.now(),
      ),
    ),
  /** Anyone: the bulk-upload template as CSV (no data but category names). */
  templateCsv: publicProcedure
    .output(bulkTemplateOutput)
    .query(({ ctx }) => csvTemplate(ctx.db, ctx.clock.now())),
  /** Anyone: the bulk-upload template as .xlsx. */
  templateXlsx: publicProcedure
    .output(bulkTemplateOutput)
    .query(({ ctx }) => xlsxTemplate(ctx.db, ctx.clock.now())),
};
