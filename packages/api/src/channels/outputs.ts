import { CHANNEL_MESSAGE_STATUSES, LANGUAGES, MESSAGE_CHANNELS } from '@app/db/enums';
import { z } from 'zod';
import { count, nullableTimestamp, timestamp, userType } from '../shared/answers.ts';
import { CHANNEL_EVENT_NAMES, type ChannelEvent } from './events.ts';

const channel = z.enum(MESSAGE_CHANNELS).meta({ example: 'whatsapp' });
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
  email: z
    .object({ address: z.string().meta({ example: 'orders@spiceroute.in' }) })
    .describe("E-mail needs no opt-in: it goes to the account's address for the events you choose it for")
    .meta({ example: { address: 'orders@spiceroute.in' } }),
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

export const orderMessagesOutput = z.object({
  messages: z.array(
    z.object({
      id: z.string().meta({ example: 'msg_8f2k' }),
      event: z.string().meta({ example: 'out_for_delivery' }),
      channel,
      language: z.enum(LANGUAGES).meta({ example: 'hi' }),
      recipient: z.object({
        id: z.string().meta({ example: 'usr_3k2a' }),
        name: z.string().meta({ example: 'Ravi Kumar' }),
        role: userType,
      }),
      text: z
        .string()
        .describe('The registered template as the recipient read it')
        .meta({ example: 'Order SB-261207-AZ8LK is out for delivery with Suresh. …' }),
      urgent: z.boolean(),
      status: z
        .enum(CHANNEL_MESSAGE_STATUSES)
        .describe('pending, sent, delivered, read, failed or cancelled')
        .meta({ example: 'delivered' }),
      attempts: count,
      provider_message_id: z.string().nullable().meta({ example: 'wamid.HBgMOTE5ODc2NTQzMjEw' }),
      last_error: z.string().nullable().meta({ example: 'WhatsApp answered 500.' }),
      created_at: timestamp,
      sent_at: nullableTimestamp,
      status_at: nullableTimestamp,
    }),
  ),
});
