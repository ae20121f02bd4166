import { MESSAGE_CHANNELS } from '@app/db';
import { z } from 'zod';
import { plainString } from '../shared/text.ts';
import { CHANNEL_EVENT_NAMES, type ChannelEvent } from './events.ts';

const channel = z.enum(MESSAGE_CHANNELS);
const consent = z.object({
  on: z.boolean().meta({ example: true }),
  phone: plainString().trim().max(20).optional().meta({
    example: '+91 98765 43210',
    description: 'An Indian mobile; the number on the profile when left out',
  }),
});

export const notificationPreferencesInput = z
  .object({
    whatsapp: consent.optional(),
    sms: consent.optional(),
    events: z
      .array(
        z.object({
          event: z
            .enum(CHANNEL_EVENT_NAMES as [ChannelEvent, ...ChannelEvent[]])
            .meta({ example: 'supplier_part_new' }),
          channels: z
            .array(channel)
            .max(MESSAGE_CHANNELS.length)
            .meta({ example: ['whatsapp'] }),
        }),
      )
      .max(CHANNEL_EVENT_NAMES.length)
      .optional(),
  })
  .meta({
    example: {
      whatsapp: { on: true, phone: '9876543210' },
      events: [{ event: 'supplier_part_new', channels: ['whatsapp'] }],
    },
  });
