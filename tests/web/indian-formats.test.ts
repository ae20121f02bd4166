import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  compactRupees,
  count,
  shortWhen as deliveryTime,
  rupees,
  slotText,
  slotTimesText,
  when,
} from '../../apps/web/src/lib/format.ts';
import { formatDate, formatDateTime, formatDay } from '../../apps/web/src/lib/relative-time.ts';
import { relativeTime } from '../../apps/web/src/lib/time-ago.ts';

const ui = vi.hoisted(() => ({ language: 'en' }));
vi.mock('../../apps/web/src/lib/i18n.ts', () => ({ activeLanguage: () => ui.language }));
afterEach(() => {
  ui.language = 'en';
});

// Issue 22, point 4: India's time zone whatever the browser's, en-IN grouping, lakh and crore.
const LATE_UTC = '2026-11-26T23:30:00.000Z'; // 27 Nov, 5:00 am in India

describe('dates and times are India’s', () => {
  it('shows 23:30 UTC as the next day in India on every date helper', () => {
    expect(when(LATE_UTC)).toBe('27 Nov 2026, 5:00 am');
    expect(formatDateTime(LATE_UTC)).toBe('27 Nov 2026, 5:00 am');
    expect(formatDate(LATE_UTC)).toBe('27 Nov 2026');
    expect(deliveryTime(LATE_UTC)).toBe('27 Nov, 5:00 am');
    expect(relativeTime(LATE_UTC, Date.parse('2026-12-20T00:00:00Z'))).toBe('27 Nov 2026');
  });

  it('keeps an Indian evening on its own day', () => {
    expect(formatDate('2026-11-26T18:29:00.000Z')).toBe('26 Nov 2026');
    expect(formatDate('2026-11-26T18:30:00.000Z')).toBe('27 Nov 2026');
  });
});

describe('dates and times follow the UI language (decision 0078)', () => {
  it('names months and the part of the day in Hindi, with Latin digits', () => {
    ui.language = 'hi';
    expect(when(LATE_UTC)).toBe('27 नव॰ 2026, सुबह 5:00');
    expect(formatDateTime('2026-12-05T10:30:00Z')).toBe('5 दिस॰ 2026, शाम 4:00');
    expect(deliveryTime('2026-12-05T16:30:00Z')).toBe('5 दिस॰, रात 10:00');
    expect(formatDate(LATE_UTC)).toBe('27 नव॰ 2026');
    expect(formatDay('2026-12-05')).toBe('5 दिस॰ 2026');
  });

  it('says how long ago in Hindi', () => {
    ui.language = 'hi';
    const now = Date.parse(LATE_UTC);
    expect(relativeTime(LATE_UTC, now)).toBe('अब');
    expect(relativeTime(LATE_UTC, now + 5 * 60_000)).toBe('5 मिनट पहले');
    expect(relativeTime(LATE_UTC, now + 3 * 3_600_000)).toBe('3 घंटे पहले');
    ui.language = 'en';
    expect(relativeTime(LATE_UTC, now + 3 * 3_600_000)).toBe('3h ago');
  });
});

describe('figures read the Indian way', () => {
  it('groups digits in lakh and crore', () => {
    expect(count(100_000)).toBe('1,00,000');
    expect(count(12_345_678)).toBe('1,23,45,678');
    expect(rupees(123_456.78)).toBe('₹1,23,456.78');
  });

  it('compacts large sums to lakh and crore', () => {
    expect(compactRupees(25_000_000)).toBe('₹2.5Cr');
    expect(compactRupees(250_000)).toBe('₹2.5L');
    expect(compactRupees(1_500)).toBe('₹1.5K');
    expect(compactRupees(950)).toBe('₹950');
  });
});

describe('delivery slots follow the UI language', () => {
  const slot = (start_minute: number, end_minute: number) => ({
    date: '2026-12-07',
    start_minute,
    end_minute,
  });

  it('reads in English as the server’s label', () => {
    expect(slotText(slot(840, 1020))).toBe('7 Dec, 2–5 pm');
    expect(slotTimesText(660, 780)).toBe('11 am–1 pm');
    expect(slotTimesText(1320, 1440)).toBe('10 pm–midnight');
    expect(slotTimesText(390, 540)).toBe('6:30–9 am');
  });

  it('names the month and the part of the day in Hindi, with Latin digits', () => {
    ui.language = 'hi';
    expect(slotText(slot(840, 1020))).toBe('7 दिस॰, दोपहर 2–5');
    expect(slotTimesText(360, 540)).toBe('सुबह 6–9');
    expect(slotTimesText(1320, 1440)).toMatch(/^रात 10\s?–\s?रात 12$/);
    expect(slotTimesText(390, 540)).toBe('सुबह 6:30–9:00');
    expect(slotText(slot(840, 1020))).not.toMatch(/[A-Za-z]/);
  });
});
