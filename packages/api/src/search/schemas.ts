import { TERM_KINDS } from '@app/db/enums';
import { z } from 'zod';
import { id, text } from '../shared/schemas.ts';

const termKind = z.enum(TERM_KINDS, { error: 'Choose English, Hindi, romanised Hindi or regional' });

export const vocabularyListInput = z.object({
  search: text(100).default(''),
  category: text(80).optional(),
  page: z.number().int().min(1).max(10_000).default(1),
  page_size: z.number().int().min(1).max(100).default(50),
});

const conceptFields = {
  name: text(60)
    .min(2, 'Enter the English name, at least 2 letters')
    .regex(/^[a-z0-9 ()&'-]+$/i, 'Use English letters, digits and spaces for the name')
    .describe('The English name of the thing; its key is this in lower case with underscores')
    .meta({ example: 'toor dal' }),
  category: text(80)
    .default('')
    .describe("The catalogue category's name, or empty")
    .meta({ example: 'Pulses' }),
  terms: z
    .array(
      z.object({
        term: text(60).min(1, 'Enter the name').describe('As kitchens type it').meta({ example: 'arhar' }),
        kind: termKind.describe('en, hi (Devanagari), latin (romanised Hindi) or regional'),
      }),
    )
    .min(1, 'Add at least one name')
    .max(60, 'At most 60 names per thing'),
};

export const conceptInput = z.object(conceptFields);
export const conceptUpdateInput = z.object({ id, ...conceptFields });
export const conceptIdInput = z.object({ id });
