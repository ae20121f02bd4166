import { describe, expect, it } from 'vitest';
import { CHANNEL_EVENTS, type ChannelEvent } from '../../packages/api/src/channels/events.ts';
import { firstSendAt } from '../../packages/api/src/channels/queue.ts';
import { paramsInText, TEMPLATE_FILE } from '../../packages/api/src/channels/templates.ts';

const events = Object.keys(CHANNEL_EVENTS) as ChannelEvent[];

describe('channel templates (decision 0101)', () => {
  it('every event has a template, and every template an event', () => {
    expect(Object.keys(TEMPLATE_FILE).sort()).toEqual([...events].sort());
  });

  it.each(events)(
    '%s: English and Hindi print exactly the parameters the event supplies, each once',
    (event) => {
      const t = TEMPLATE_FILE[event]!;
      const supplied = [...CHANNEL_EVENTS[event].params].sort();
      for (const language of ['en', 'hi'] as const) {
        const printed = paramsInText(t[language]);
        expect(printed.toSorted(), `${event} ${language}`).toEqual(supplied);
        expect(new Set(printed).size).toBe(printed.length);
      }
      // Hindi is written in Devanagari, not English again.
      expect(t.hi).toMatch(/[\u0900-\u097F]/);
      expect(t.hi).not.toBe(t.en);
    },
  );

  it('registered names are well formed and unique: WhatsApp names, MSG91 templates, 19-digit DLT ids', () => {
    const all = Object.values(TEMPLATE_FILE);
    for (const t of all) {
      expect(t.whatsapp).toMatch(/^[a-z0-9_]{1,512}$/);
      expect(t.sms).not.toBe('');
      expect(t.dlt).toMatch(/^\d{19}$/);
    }
    for (const key of ['whatsapp', 'sms', 'dlt'] as const)
      expect(new Set(all.map((t) => t[key])).size).toBe(all.length);
  });

  it('every event is for some role, and only the delivery code and its trip are urgent', () => {
    for (const e of events) expect(Object.keys(CHANNEL_EVENTS[e].defaults).length).toBeGreaterThan(0);
    expect(events.filter((e) => CHANNEL_EVENTS[e].urgent)).toEqual(['out_for_delivery']);
  });
});

describe('quiet hours (22:00 to 07:00 India time)', () => {
  const ist = (time: string) => Date.parse(`2026-12-07T${time}+05:30`);
  it('a non-urgent message in them waits for 07:00 IST; outside them, and an urgent one, go at once', () => {
    expect(firstSendAt(ist('12:00:00'), false)).toBe(ist('12:00:00'));
    expect(firstSendAt(ist('21:59:59'), false)).toBe(ist('21:59:59'));
    expect(firstSendAt(ist('22:00:00'), false)).toBe(Date.parse('2026-12-08T07:00:00+05:30'));
    expect(firstSendAt(ist('03:10:00'), false)).toBe(ist('07:00:00'));
    expect(firstSendAt(ist('07:00:00'), false)).toBe(ist('07:00:00'));
    expect(firstSendAt(ist('23:30:00'), true)).toBe(ist('23:30:00'));
  });
});
