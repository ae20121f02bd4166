import { TERM_KINDS } from '@app/db/enums';
import { z } from 'zod';
import { page, timestamp } from '../shared/answers.ts';

export const conceptOutput = z.object({
  id: z.string().meta({ example: 'scn_toor_dal' }),
  key: z.string().describe('English identifier').meta({ example: 'toor_dal' }),
  category: z.string().describe("A catalogue category's name, or empty").meta({ example: 'Pulses' }),
  terms: z.array(
    z.object({
      term: z.string().meta({ example: 'arhar' }),
      kind: z.enum(TERM_KINDS).meta({ example: 'latin' }),
    }),
  ),
  updated_at: timestamp,
});

export const conceptPageOutput = page(conceptOutput);
export const conceptRemovedOutput = z.object({ id: z.string().meta({ example: 'scn_toor_dal' }) });
