import { z } from 'zod';
import { can } from '../access/rules.ts';
import { fail } from '../errors.ts';
import { checkedOnce } from '../shared/kept-answer.ts';
import { id } from '../shared/schemas.ts';
import {
  type Context,
  customerProcedure,
  publicProcedure,
  staffProcedure,
  supplierOrStaffProcedure,
  supplierProcedure,
} from '../trpc.ts';
import {
  approveProduct,
  countPending,
  deleteProductAsStaff,
  listPending,
  rejectProduct,
  type StaffActor,
} from './approval.ts';
import { csvTemplate, xlsxTemplate } from './bulk-upload/template.ts';
import { bulkUpload } from './bulk-upload/upload.ts';
import { listProducts, productById } from './catalog.ts';
import { listCategories } from './categories.ts';
import { listInventory, updateStock } from './inventory.ts';
import { itemsRouter } from './items/router.ts';
import {
  bulkTemplateOutput,
  bulkUploadOutput,
  catalogPageOutput,
  catalogProductOutput,
  categoryListOutput,
  pendingCountOutput,
  productImageOutput,
  productRemovedOutput,
  supplierDashboardOutput,
  supplierProductListOutput,
  supplierProductOutput,
} from './outputs.ts';
import {
  inventoryListOutput,
  staffProductListOutput,
  staffProductOutput,
  staffProductRemovedOutput,
  supplierOptionsOutput,
} from './outputs-staff.ts';
import {
  inventoryListInput,
  pendingListInput,
  productByIdInput,
  productInput,
  productListInput,
  productRejectInput,
  productUpdateInput,
  staffProductInput,
  staffProductListInput,
  staffProductUpdateInput,
  stockInput,
} from './schemas.ts';
import {
  createStaffProduct,
  deleteStaffProduct,
  listStaffProducts,
  supplierOptions,
  updateStaffProduct,
} from './staff.ts';
import {
  createProduct,
  listOwnProducts,
  removeProduct,
  setOwnStock,
  supplierDashboard,
  updateProduct,
} from './supplier.ts';
import { storeProductImage } from './uploads.ts';

const catalogProcedures = {
  /** Customers: live products of their city and all-city ones; search, category, keyset pages. */
  list: customerProcedure
    .input(productListInput)
    .output(checkedOnce(catalogPageOutput))
    .query(({ ctx, input }) =>
      listProducts(ctx, {
        cityId: ctx.user.cityId,
        search: input.search,
        categoryId: input.category_id,
        cursor: input.cursor,
        limit: input.limit,
      }),
    ),
  /** Customers: one live product they may buy; 404 otherwise. */
  byId: customerProcedure
    .input(productByIdInput)
    .output(checkedOnce(catalogProductOutput))
    .query(({ ctx, input }) => productById(ctx, ctx.user.cityId, input.id)),
};

const categoriesRouter = {
  /** Anyone. */
  list: publicProcedure.output(categoryListOutput).query(({ ctx }) => listCategories(ctx.db)),
};

const fileInput = z.object({ file: z.instanceof(File, { message: 'Please select a file to upload.' }) });

const supplierProductsRouter = {
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
  /**
   * Supplier, own products only (403 otherwise). An approved listing takes stock and price at
   * once; its other changes wait for review in pending_changes while it stays on sale. Any other
   * listing is edited in place and waits for approval again.
   */
  update: supplierProcedure
    .input(productUpdateInput)
    .output(supplierProductOutput)
    .mutation(({ ctx, input }) =>
      updateProduct(ctx.db, ctx.images, ctx.user.id, input.id, input, ctx.clock.now()),
    ),
  /** Supplier, own products only (403 otherwise): the stock alone, as an ERP syncs it. */
  setStock: supplierProcedure
    .input(stockInput)
    .output(supplierProductOutput)
    .mutation(({ ctx, input }) =>
      setOwnStock(ctx.db, ctx.user.id, input.id, input.stock_quantity, ctx.clock.now()),
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
  templateCsv: publicProcedure
    .output(bulkTemplateOutput)
    .query(({ ctx }) => csvTemplate(ctx.db, ctx.clock.now())),
  /** Anyone: the bulk-upload template as .xlsx. */
  templateXlsx: publicProcedure
    .output(bulkTemplateOutput)
    .query(({ ctx }) => xlsxTemplate(ctx.db, ctx.clock.now())),
};

/** Suppliers, the super admin, and sub-admins holding manage_products. */
const imageUploaderProcedure = supplierOrStaffProcedure('manage_products');

const uploadsRouter = {
  /** Suppliers and product managers: a JPG, PNG, WebP or GIF of at most 5 MB; answers its URL. */
  productImage: imageUploaderProcedure
    .input(z.object({ file: z.instanceof(File, { message: 'Please select an image file' }) }))
    .output(productImageOutput)
    .mutation(async ({ ctx, input }) => {
      const wait = await ctx.limiter.hit(`upload:${ctx.user.id}`, 120, 600);
      if (wait > 0) throw fail.tooMany(wait);
      return storeProductImage(ctx, ctx.user.id, input.file, ctx.clock.now());
    }),
};

const reviewer = staffProcedure('approve_products');

const actorOf = (ctx: Pick<Context, 'user'> & { scope: { cityId: string | null; superAdmin: boolean } }) =>
  ({
    id: ctx.user!.id,
    cityId: ctx.scope.cityId,
    managesProducts: can(ctx.user, 'manage_products'),
  }) satisfies StaffActor;

const productApprovalRouter = {
  /**
   * Super admin, or a sub-admin with approve_products: its city's pending products and approved
   * ones with pending_changes, oldest first.
   */
  listPending: reviewer
    .input(pendingListInput)
    .output(supplierProductListOutput)
    .query(({ ctx, input }) => listPending(ctx.db, ctx.scope.cityId, input)),
  /** As listPending: how many are waiting. */
  pendingCount: reviewer
    .output(pendingCountOutput)
    .query(({ ctx }) => countPending(ctx.db, ctx.scope.cityId)),
  /**
   * As listPending: makes the product live, or puts its pending_changes on sale, and tells the
   * supplier. 409 if there is nothing to review.
   */
  approve: reviewer
    .input(z.object({ id }))
    .output(supplierProductOutput)
    .mutation(({ ctx, input }) =>
      approveProduct(ctx.db, ctx.images, actorOf(ctx), input.id, ctx.clock.now()),
    ),
  /**
   * As listPending: refuses the product, or drops its pending_changes (the approved values stay on
   * sale), with a reason the supplier sees. 409 if there is nothing to review.
   */
  reject: reviewer
    .input(productRejectInput)
    .output(supplierProductOutput)
    .mutation(({ ctx, input }) =>
      rejectProduct(ctx.db, ctx.images, actorOf(ctx), input.id, input.reason, ctx.clock.now()),
    ),
  /** As listPending; a live (approved) product also needs manage_products. Tells the supplier. */
  remove: reviewer
    .input(z.object({ id }))
    .output(productRemovedOutput)
    .mutation(({ ctx, input }) =>
      deleteProductAsStaff(ctx.db, ctx.images, actorOf(ctx), input.id, ctx.clock.now()),
    ),
};

const productStaff = staffProcedure('manage_products');

/** The super admin (every product), or a sub-admin with manage_products (its city's products). */
const catalogAdminRouter = {
  list: productStaff
    .input(staffProductListInput)
    .output(staffProductListOutput)
    .query(({ ctx, input }) => listStaffProducts(ctx.db, ctx.scope, input)),
  /** Suppliers to choose from in the product form. */
  supplierOptions: productStaff
    .output(supplierOptionsOutput)
    .query(({ ctx }) => supplierOptions(ctx.db, ctx.scope)),
  create: productStaff
    .input(staffProductInput)
    .output(staffProductOutput)
    .mutation(({ ctx, input }) =>
      createStaffProduct(ctx.db, ctx.images, {
        scope: ctx.scope,
        actorId: ctx.user.id,
        now: ctx.clock.now(),
        input,
      }),
    ),
  /** A full update; flipping is_active (de)activates (spec section 4). */
  update: productStaff
    .input(staffProductUpdateInput)
    .output(staffProductOutput)
    .mutation(({ ctx, input: { id, ...input } }) =>
      updateStaffProduct(ctx.db, ctx.images, {
        scope: ctx.scope,
        actorId: ctx.user.id,
        now: ctx.clock.now(),
        id,
        input,
      }),
    ),
  remove: productStaff
    .input(z.object({ id }))
    .output(staffProductRemovedOutput)
    .mutation(({ ctx, input }) =>
      deleteStaffProduct(ctx.db, {
        scope: ctx.scope,
        actorId: ctx.user.id,
        now: ctx.clock.now(),
        id: input.id,
      }),
    ),
};

/** Same callers as catalogAdmin: stock levels and corrections. */
const inventoryRouter = {
  list: productStaff
    .input(inventoryListInput)
    .output(inventoryListOutput)
    .query(({ ctx, input }) => listInventory(ctx.db, ctx.scope, input)),
  updateStock: productStaff
    .input(stockInput)
    .output(staffProductOutput)
    .mutation(({ ctx, input }) =>
      updateStock(ctx.db, {
        scope: ctx.scope,
        actorId: ctx.user.id,
        now: ctx.clock.now(),
        id: input.id,
        quantity: input.stock_quantity,
      }),
    ),
};

export const catalogRouter = {
  ...catalogProcedures,
  categories: categoriesRouter,
  supplier: supplierProductsRouter,
  uploads: uploadsRouter,
  approval: productApprovalRouter,
  staff: catalogAdminRouter,
  inventory: inventoryRouter,
  items: itemsRouter,
};
