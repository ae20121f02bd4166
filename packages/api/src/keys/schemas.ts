import { z } from 'zod';
import { id, plainString } from '../shared/schemas.ts';
import { KEY_SCOPES } from './scopes.ts';

/** Days a key lasts when its maker does not choose. */
export const DEFAULT_KEY_DAYS = 90;

/** POST /keys: a name, at least one scope, and a lifetime (90 days unless chosen). */
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
    .union([z.literal(30), z.literal(90), z.literal(365)], { error: 'A key lasts 30, 90 or 365 days' })
    .default(DEFAULT_KEY_DAYS)
    .describe('Days the key lasts: 30, 90 or 365, 90 when left out (no key lasts for ever)')
    .meta({ example: 90 }),
});

export const keyIdInput = z.object({ id });
