import { z } from 'zod';
import { text } from '../shared/schemas.ts';

export const auditListInput = z
  .object({
    entity: text(40).default(''),
    page: z.number().int().min(1).max(100_000).default(1),
    page_size: z.number().int().min(1).max(100).default(25),
  })
  .default({ entity: '', page: 1, page_size: 25 });
