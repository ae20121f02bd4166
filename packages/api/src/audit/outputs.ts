import { z } from 'zod';
import { nullableTimestamp, page, userType } from '../shared/answers.ts';

export const auditPageOutput = page(
  z.object({
    id: z.string().meta({ example: 'aud_3c8v' }),
    created_at: nullableTimestamp,
    actor_id: z.string().nullable().meta({ example: 'usr_s4b1d2' }),
    action: z.string().meta({ example: 'order.status' }),
    entity: z.string().meta({ example: 'order' }),
    entity_id: z.string().meta({ example: 'ord_4m2x' }),
    actor_name: z.string().meta({ example: 'Meera Joshi' }),
    actor_email: z.string().meta({ example: 'meera@supplyandbeyond.in' }),
    actor_type: userType.nullable(),
    before: z.unknown().optional().describe('The changed fields before, when the action records them'),
    after: z.unknown().optional().describe('The changed fields after'),
  }),
);
