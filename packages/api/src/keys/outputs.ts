import { z } from 'zod';
import { nullableTimestamp, timestamp } from '../shared/answers.ts';
import { KEY_SCOPES } from './scopes.ts';

export const keyOutput = z.object({
  id: z.string().meta({ example: 'key_7hq2m4xz' }),
  name: z.string().meta({ example: 'Stock sync (ERP)' }),
  prefix: z.string().describe('The start of the key, to tell keys apart').meta({ example: 'sk_sup_4f2k' }),
  scopes: z.array(z.enum(KEY_SCOPES)).meta({ example: ['products:read', 'stock:write'] }),
  status: z.enum(['active', 'expired', 'revoked']).meta({ example: 'active' }),
  created_at: timestamp,
  last_used_at: nullableTimestamp.meta({ example: null }),
  expires_at: nullableTimestamp.meta({ example: null }),
  revoked_at: nullableTimestamp.meta({ example: null }),
  revoked_reason: z
    .enum(['owner', 'password_reset', 'email_changed', 'business_removed'])
    .nullable()
    .describe(
      'Why it was revoked: by its owner, or at once when the password was reset, staff changed the e-mail address or the owner of a business removed the account from it',
    )
    .meta({ example: null }),
});
export const keyListOutput = z.array(keyOutput);

export const createdKeyOutput = keyOutput.extend({
  key: z
    .string()
    .describe('The whole key, shown this once: only its hash is kept')
    .meta({ example: 'sk_sup_4f2kq7w3m5x2c6v8b9n2a3s4d5f6g7h8' }),
});
