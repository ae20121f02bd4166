import { MESSAGE_CHANNELS } from '@app/db/enums';
import { z } from 'zod';
import { nullableTimestamp } from '../shared/answers.ts';
import { CHANNEL_EVENT_NAMES, type ChannelEvent } from './events.ts';

const channel = z.enum(MESSAGE_CHANNELS);
const consent = z.object({
  on: z.boolean().meta({ example: true }),
  phone: z.string().nullable().describe('The 10-digit mobile agreed on').meta({ example: '9876543210' }),
  opted_in_at: nullableTimestamp,
  source: z.string().nullable().describe('Where the yes was given: profile').meta({ example: 'profile' }),
  opted_out_at: nullableTimestamp,
});

export const notificationPreferencesOutput = z.object({
  profile_phone: z
    .string()
    .nullable()
    .describe("The profile's number when it is a mobile")
    .meta({ example: '9876543210' }),
  whatsapp: consent,
  sms: consent,
  quiet_hours: z
    .object({
      from: z.string().meta({ example: '22:00' }),
      until: z.string().meta({ example: '07:00' }),
      time_zone: z.string().meta({ example: 'Asia/Kolkata' }),
    })
    .describe('Non-urgent messages written in these hours wait for their end'),
  events: z.array(
    z.object({
      event: z
        .enum(CHANNEL_EVENT_NAMES as [ChannelEvent, ...ChannelEvent[]])
        .meta({ example: 'supplier_part_new' }),
      urgent: z.boolean().describe('Sent in quiet hours too, and by SMS when WhatsApp fails'),
      channels: z.array(channel).meta({ example: ['whatsapp'] }),
      defaults: z.array(channel).meta({ example: ['whatsapp'] }),
    }),
  ),
});
