import { z } from 'zod';
import { id } from '../shared/schemas.ts';

export const staffReliabilityInput = z.object({
  page: z.number().int().min(1).max(100_000).default(1),
  page_size: z.number().int().min(1).max(100).default(20),
  /** The super admin may narrow to one city; a sub-admin always sees its own. */
  city_id: id.optional(),
});
