import { describe, expect, it } from 'vitest';
import {
  compactRupees,
  count,
  shortWhen as deliveryTime,
  rupees,
  when,
} from '../../apps/web/src/lib/format.ts';
import { formatDate, formatDateTime, relativeTime } from '../../apps/web/src/lib/relative-time.ts';

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
