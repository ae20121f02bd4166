/**
 * One entry per operation: `op({ access, keyScope, rest })` starts the procedure, and `.input()`,
 * `.output()` and `.query()`/`.mutation()` finish it. The access rule is both the middleware and
 * the document's words; the key scope and the REST row ride on the procedure's meta, from which
 * the key check, the REST routes and the OpenAPI document are derived (rest/routes.ts).
 */
import type { Permission } from '@app/db';
import { z } from 'zod';
import type { KeyScope } from '../keys/scopes.ts';
import type { RestSpec } from '../rest/route.ts';
import type { Repeatable } from '../shared/account-answers.ts';
import {
  authedProcedure,
  buyerProcedure,
  customerProcedure,
  deliveryProcedure,
  integratorProcedure,
  publicProcedure,
  reportReaderProcedure,
  staffProcedure,
  superAdminProcedure,
  supplierOrStaffProcedure,
  supplierProcedure,
} from '../trpc.ts';
import type { AccessDoc, OpMeta } from './meta.ts';

interface AccessRule<B, Keys extends boolean> {
  builder: B;
  doc: AccessDoc;
  /** Whether an API key may be given this call at all (never for public calls or key management). */
  keys: Keys;
}

const rule = <B, Keys extends boolean>(builder: B, doc: AccessDoc, keys: Keys): AccessRule<B, Keys> => ({
  builder,
  doc,
  keys,
});

/** Anyone, with or without a token. */
export const anyone = rule(publicProcedure, { rest: 'public', text: 'No token needed.' }, false);
/** Any signed-in account, or a key within its scope. */
export const signedIn = rule(authedProcedure, { rest: 'authenticated', text: 'Any logged-in user.' }, true);
/** Customers, suppliers and staff managing their own keys and webhooks, signed in (never with a key). */
export const keyOwner = rule(
  integratorProcedure,
  {
    rest: 'authenticated',
    text: 'Customers, suppliers and staff, signed in (not with an API key); delivery personnel have none.',
  },
  false,
);
export const customer = rule(customerProcedure, { rest: 'customer', text: 'Customers only.' }, true);
/** Customers buying: the account holder, or a member of its business for an outlet it reaches. */
export const buyer = rule(
  buyerProcedure,
  {
    rest: 'customer',
    text: 'Customers, and members of a business for the outlets they reach (X-Outlet header).',
  },
  true,
);
/** The owner and purchase managers of a business, reading its figures for the outlets they reach. */
export const reportReader = rule(
  reportReaderProcedure,
  {
    rest: 'customer',
    text: 'Customers: a business’s owner for every outlet, its purchase managers for theirs (outlet staff: 403).',
  },
  true,
);
export const supplier = rule(
  supplierProcedure,
  { rest: 'supplier', text: 'Suppliers only; only their own products, orders and documents.' },
  true,
);
export const delivery = rule(
  deliveryProcedure,
  { rest: 'delivery', text: 'Delivery personnel only; only their own assignments.' },
  true,
);
/** The super admin, or a sub-admin holding `permission` (any sub-admin without one), in its city. */
export const staff = (permission?: Permission) =>
  rule(
    staffProcedure(permission),
    {
      rest: 'staff',
      text: permission
        ? `Super admin, or a sub-admin with ${permission}, within its city.`
        : 'Super admin, or any sub-admin, within its city.',
    },
    true,
  );
export const superAdmin = rule(superAdminProcedure, { rest: 'super_admin', text: 'Super admin only.' }, true);
export const supplierOrStaff = (permission: Permission) =>
  rule(
    supplierOrStaffProcedure(permission),
    { rest: 'supplier_or_staff', text: `Suppliers, and staff with ${permission}.` },
    true,
  );

interface OpDef<B, Keys extends boolean> {
  access: AccessRule<B, Keys>;
  /** Refused to keys unless given; only where the access rule lets keys in at all. */
  keyScope?: Keys extends true ? KeyScope | 'any' : never;
  rest?: RestSpec;
  /** Costly work (a PDF, an export, a bulk upload): limited as operations/heavy.ts says. */
  heavy?: true;
  /** For which inputs a signed-in account's repeat may be answered as before (shared/account-answers.ts). */
  repeatable?: Repeatable;
}

/** The start of an operation's procedure, carrying what it declares (operations/meta.ts). */
export function op<B extends { meta: (meta: OpMeta) => B }, Keys extends boolean>(def: OpDef<B, Keys>): B {
  const meta: OpMeta = { access: def.access.doc };
  if (def.keyScope) meta.keyScope = def.keyScope;
  if (def.rest) meta.rest = def.rest;
  // The limits count per account, so they hang on the signed-in chain (trpc.ts authedProcedure).
  if (def.heavy && def.access.doc === anyone.doc)
    throw new Error('A heavy operation must be for signed-in callers');
  if (def.heavy) meta.heavy = true;
  // An answer is kept per account row, which a caller without a token has not.
  if (def.repeatable && def.access.doc === anyone.doc)
    throw new Error('A repeatable operation must be for signed-in callers');
  if (def.repeatable) meta.repeatable = def.repeatable;
  if (def.access.doc === buyer.doc) meta.buys = true;
  return checkedInStep(def.access.builder.meta(meta));
}

/**
 * tRPC checks a zod schema with its `parseAsync`, and zod 4 runs its compiled object checks only
 * in a synchronous `parse`: a 20-line cart answer took 100 µs to check instead of 32 (decision
 * 0134). The procedure's `.input()` and `.output()` are handed `parse` instead, with the schema
 * beside it for the API document (rest/openapi.ts `procedureSchema`); the checks are the same.
 */
function checkedInStep<B extends object>(builder: B): B {
  return new Proxy(builder, {
    get(target, prop) {
      const value: unknown = Reflect.get(target, prop);
      if ((prop !== 'input' && prop !== 'output') || typeof value !== 'function') return value;
      return (parser: unknown) => checkedInStep(value.call(target, inStep(parser)));
    },
  });
}

const inStep = (parser: unknown) =>
  parser instanceof z.ZodType
    ? Object.assign((input: unknown) => parser.parse(input), { schema: parser })
    : parser;
