import { z } from 'zod';
import { fail } from '../errors.ts';
import { anyone, op, supplier, supplierOrStaff } from '../operations/op.ts';
import { fileAnswer } from '../shared/answers.ts';
import { CSV_ROW_LIMIT } from '../shared/csv.ts';
import { id } from '../shared/schemas.ts';
import { callerLanguage } from '../trpc.ts';
import { BULK_UPDATE_MAX, bulkUpdateInput } from './bulk-update-schemas.ts';
import { csvTemplate, xlsxTemplate } from './bulk-upload/template.ts';
import { bulkUpload } from './bulk-upload/upload.ts';
import {
  bulkTemplateOutput,
  bulkUploadOutput,
  productImageOutput,
  productRemovedOutput,
  supplierDashboardOutput,
  supplierProductListOutput,
  supplierProductOutput,
} from './outputs.ts';
import { bulkUpdateOutput } from './outputs-bulk.ts';
import { supplierSalesOutput } from './outputs-sales.ts';
import { setOwnPrice } from './price.ts';
import {
  priceInput,
  productInput,
  productUpdateInput,
  stockInput,
  supplierProductExportInput,
  supplierProductListInput,
} from './schemas.ts';
import {
  createProduct,
  listOwnProducts,
  removeProduct,
  supplierDashboard,
  updateProduct,
} from './supplier.ts';
import { ownProductsCsv } from './supplier-csv.ts';
import { bulkUpdate, setOwnStock } from './supplier-figures.ts';
import { supplierSales } from './supplier-sales.ts';
import { storeProductImage } from './uploads.ts';

const fileInput = z.object({ file: z.instanceof(File, { message: 'Please select a file to upload.' }) });

export const supplierProductsRouter = {
  /** Supplier: its own products in every approval status, with the rejection reason. */
  list: op({
    access: supplier,
    keyScope: 'products:read',
    rest: {
      method: 'GET',
      path: '/supplier/products',
      summary: "The supplier's own products in every approval status (with rejection_reason)",
      tag: 'Supplier',
      input: (r) => ({ search: r.query.search ?? '' }),
      query: { search: { type: 'string', description: 'Words as a buyer would search them' } },
    },
  })
    .input(supplierProductListInput.optional())
    .output(supplierProductListOutput)
    .query(({ ctx, input }) => listOwnProducts(ctx.db, ctx, ctx.user.id, input?.search ?? '')),
  /** Supplier: its own listings as CSV, as filtered on its screen (decision 0108). */
  exportCsv: op({
    access: supplier,
    keyScope: 'products:read',
    heavy: true,
    rest: {
      method: 'GET',
      path: '/supplier/products/export',
      summary: `Your own products as CSV (search and approval_status as on the screen; at most ${CSV_ROW_LIMIT} rows, then a note)`,
      tag: 'Supplier',
      input: (r) => ({ search: r.query.search ?? '', approval_status: r.query.approval_status }),
      query: {
        search: { type: 'string', description: 'Words as a buyer would search them' },
        approval_status: { type: 'string', description: 'pending, approved or rejected; all when left out' },
      },
      respond: 'file',
      fileType: 'text/csv',
    },
  })
    .input(supplierProductExportInput)
    .output(fileAnswer)
    .query(({ ctx, input }) => ownProductsCsv(ctx.db, ctx, ctx.user.id, input, ctx.clock.now())),
  /** Supplier: listing counts, stock alerts, and the orders holding its products. */
  dashboard: op({
    access: supplier,
    keyScope: 'products:read',
    rest: {
      method: 'GET',
      path: '/supplier/dashboard',
      summary: "The supplier's listing counts, stock alerts and orders holding its products",
      tag: 'Supplier',
      input: () => undefined,
    },
  })
    .output(supplierDashboardOutput)
    .query(({ ctx }) => supplierDashboard(ctx.db, ctx.user.id)),
  /**
   * Supplier: its sales this week and the seven before, per week and per product. Paid or delivered
   * orders only; rejected parts and short quantities are not sales.
   */
  sales: op({
    access: supplier,
    keyScope: 'products:read',
    rest: {
      method: 'GET',
      path: '/supplier/sales',
      summary:
        "The supplier's sales over the last 8 weeks (Monday to Sunday, India time), per week and per product, before GST. Paid or delivered orders only, less rejected parts and short quantities",
      tag: 'Supplier',
      input: () => undefined,
    },
  })
    .output(supplierSalesOutput)
    .query(({ ctx }) => supplierSales(ctx.db, ctx.user.id, ctx.clock.now())),
  /** Supplier: a new listing, pending until an admin approves it. */
  create: op({
    access: supplier,
    keyScope: 'products:write',
    rest: {
      method: 'POST',
      path: '/supplier/products',
      summary: 'Add a product (pending until an admin approves it)',
      tag: 'Supplier',
      status: 201,
    },
  })
    .input(productInput)
    .output(supplierProductOutput)
    .mutation(({ ctx, input }) => createProduct(ctx.db, ctx.images, ctx.user.id, input, ctx.clock.now())),
  /**
   * Supplier, own products only (403 otherwise). An approved listing takes stock, price, step and
   * minimum at once; its other changes wait for review in pending_changes while it stays on sale.
   * Any other listing is edited in place and waits for approval again. sold_by never changes (409).
   */
  update: op({
    access: supplier,
    keyScope: 'products:write',
    rest: {
      method: 'PUT',
      path: '/supplier/products/:id',
      summary:
        'Edit an own product (an approved one takes stock, price, step and minimum at once and keeps its other changes in pending_changes, on sale until reviewed; any other becomes pending again). sold_by cannot change (409 sold_by_fixed)',
      tag: 'Supplier',
    },
  })
    .input(productUpdateInput)
    .output(supplierProductOutput)
    .mutation(({ ctx, input }) =>
      updateProduct(ctx.db, ctx.images, ctx.user.id, input.id, input, ctx.clock.now()),
    ),
  /** Supplier, own products only (403 otherwise): the stock alone, as an ERP syncs it. */
  setStock: op({
    access: supplier,
    keyScope: 'stock:write',
    rest: {
      method: 'PUT',
      path: '/supplier/products/:id/stock',
      summary:
        'Set the stock of one of your products (0 or more: whole packs, or kg or litres up to 3 decimals), e.g. from your ERP',
      tag: 'Supplier',
    },
  })
    .input(stockInput)
    .output(supplierProductOutput)
    .mutation(({ ctx, input }) =>
      setOwnStock(ctx.db, ctx.user.id, input.id, input.stock_quantity, ctx.clock.now()),
    ),
  /**
   * Supplier, own products only (403 otherwise): the price alone, from its row (decision 0108). An
   * approved listing stays on sale at it; any other waits for review again. Volume prices are kept
   * and must stay cheaper than it (400 break_not_cheaper).
   */
  setPrice: op({
    access: supplier,
    keyScope: 'products:write',
    rest: {
      method: 'PUT',
      path: '/supplier/products/:id/price',
      summary:
        'Set the price of one of your products alone (an approved one stays on sale at it; any other waits for review again). Its volume prices are kept and must stay cheaper: 400 break_not_cheaper',
      tag: 'Supplier',
    },
  })
    .input(priceInput)
    .output(supplierProductOutput)
    .mutation(({ ctx, input }) => setOwnPrice(ctx.db, ctx.user.id, input.id, input.price, ctx.clock.now())),
  /**
   * Supplier: one change to many own listings (decision 0115): a stock count, or prices up or down
   * by a percent. 403 if any id is another supplier's (nothing written); each listing then goes
   * through setStock's or setPrice's rule on its own, and one refused is answered with the reason.
   */
  bulkUpdate: op({
    heavy: true,
    access: supplier,
    keyScope: 'products:write',
    rest: {
      method: 'POST',
      path: '/supplier/products/bulk',
      summary: `Set the stock of, or change the price by a percent of, up to ${BULK_UPDATE_MAX} of your products at once. Each is answered ok, or refused with the reason its own call would give; 403 if any is another supplier's`,
      tag: 'Supplier',
    },
  })
    .input(bulkUpdateInput)
    .output(bulkUpdateOutput)
    .mutation(({ ctx, input }) =>
      bulkUpdate(ctx.db, ctx.user.id, input, callerLanguage(ctx), ctx.clock.now()),
    ),
  /** Supplier, own products only (403 otherwise). Past orders keep their snapshot lines. */
  remove: op({
    access: supplier,
    keyScope: 'products:write',
    rest: {
      method: 'DELETE',
      path: '/supplier/products/:id',
      summary: 'Delete an own product (past order lines keep their snapshot)',
      tag: 'Supplier',
      input: (r) => ({ id: r.params.id }),
    },
  })
    .input(z.object({ id }))
    .output(productRemovedOutput)
    .mutation(({ ctx, input }) => removeProduct(ctx.db, ctx.images, ctx.user.id, input.id)),
  /** Supplier: a .csv or .xlsx of products; valid rows become pending listings, the rest are reported. */
  bulkUpload: op({
    heavy: true,
    access: supplier,
    keyScope: 'products:write',
    rest: {
      method: 'POST',
      path: '/supplier/products/bulk-upload',
      summary: 'Upload a .csv or .xlsx of products (at most 2 MB and 5,000 rows); valid rows become pending',
      tag: 'Supplier',
      multipart: true,
      input: (r) => ({ file: r.file }),
    },
  })
    .input(fileInput)
    .output(bulkUploadOutput)
    .mutation(({ ctx, input }) =>
      bulkUpload(
        ctx.db,
        {
          id: ctx.user.id,
          cityId: ctx.user.cityId,
          name: ctx.user.restaurantName || ctx.user.username,
          fssaiNumber: ctx.user.fssaiNumber,
        },
        input.file,
        ctx.clock.now(),
      ),
    ),
  /** Anyone: the bulk-upload template as CSV (no data but category names). */
  templateCsv: op({
    access: anyone,
    rest: {
      method: 'GET',
      path: '/supplier/products/template.csv',
      summary: 'The bulk-upload template (CSV)',
      tag: 'Supplier',
      input: () => undefined,
      respond: 'file',
      fileType: 'text/csv',
    },
  })
    .output(bulkTemplateOutput)
    .query(({ ctx }) => csvTemplate(ctx.db, ctx.clock.now())),
  /** Anyone: the bulk-upload template as .xlsx. */
  templateXlsx: op({
    access: anyone,
    rest: {
      method: 'GET',
      path: '/supplier/products/template.xlsx',
      summary: 'The bulk-upload template (Excel .xlsx, with a sheet of category names)',
      tag: 'Supplier',
      input: () => undefined,
      respond: 'file',
      fileType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    },
  })
    .output(bulkTemplateOutput)
    .query(({ ctx }) => xlsxTemplate(ctx.db, ctx.clock.now())),
};

/** Suppliers, the super admin, and sub-admins holding manage_products. */
const imageUploader = supplierOrStaff('manage_products');

export const uploadsRouter = {
  /** Suppliers and product managers: a JPG, PNG, WebP or GIF of at most 5 MB; answers its URL. */
  productImage: op({
    access: imageUploader,
    keyScope: 'products:write',
    rest: {
      method: 'POST',
      path: '/upload/product-image',
      summary: 'Upload a product image (JPG, PNG, WebP or GIF, at most 5 MB); answers its URL',
      tag: 'Supplier',
      multipart: true,
      input: (r) => ({ file: r.file }),
      status: 201,
    },
  })
    .input(z.object({ file: z.instanceof(File, { message: 'Please select an image file' }) }))
    .output(productImageOutput)
    .mutation(async ({ ctx, input }) => {
      const wait = await ctx.limiter.hit(`upload:${ctx.user.id}`, 120, 600);
      if (wait > 0) throw fail.tooMany(wait);
      return storeProductImage(ctx, ctx.user.id, input.file, ctx.clock.now());
    }),
};
