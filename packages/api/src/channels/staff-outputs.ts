import { MESSAGE_CHANNELS } from '@app/db/enums';
import { z } from 'zod';
import { count } from '../shared/answers.ts';
import { EVENT_CATEGORIES } from './categories.ts';
import { orderMessagesOutput } from './outputs.ts';

export const resendOutput = z.object({ message: orderMessagesOutput.shape.messages.element });

export const monthlyCountsOutput = z.object({
  month: z.string().describe('YYYY-MM, India time').meta({ example: '2026-12' }),
  counts: z.array(
    z.object({
      channel: z.enum(MESSAGE_CHANNELS).meta({ example: 'whatsapp' }),
      category: z.enum(EVENT_CATEGORIES).meta({ example: 'delivery' }),
      sent: count.describe('The provider took it').meta({ example: 412 }),
      delivered: count
        .describe('Its receipt said delivered or read (e-mail has none)')
        .meta({ example: 398 }),
      failed: count.meta({ example: 3 }),
    }),
  ),
});
