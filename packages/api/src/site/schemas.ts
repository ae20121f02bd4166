import { z } from 'zod';
import { id, requiredText } from '../shared/schemas.ts';

export const cityInput = z.object({
  name: requiredText('City name', 80),
  state: requiredText('State', 80),
  is_active: z.boolean().default(true),
});
export const cityStatusInput = z.object({ id, is_active: z.boolean() });
