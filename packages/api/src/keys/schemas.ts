import { z } from 'zod';
import { id, plainString } from '../shared/schemas.ts';
import { KEY_SCOPES } from './scopes.ts';

/** POST /keys: a name, at least one scope, and an optional lifetime. */
export const createKeyInput = z.object({
  name: plainString()
    .trim()
    .min(1, 'Name the key after the system that uses it')
    .max(60, 'Keep the name under 60 characters')
    .meta({ example: 'Stock sync (ERP)' }),
  scopes: z
    .array(z.enum(KEY_SCOPES, { error: 'Choose scopes from the list' }))
    .min(1, 'Choose at least one scope')
    .max(KEY_SCOPES.length)
    .meta({ example: ['products:read', 'stock:write'] }),
  expires_in_days: z
    .union([z.literal(30), z.literal(90), z.literal(365), z.null()], {
      error: 'A key lasts 30, 90 or 365 days, or until it is revoked',
    })
    .optional()
    .meta({ example: 90 }),
});

export const keyIdInput = z.object({ id });
