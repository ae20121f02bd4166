/**
 * Indian phone numbers (decision 0077). One stored form per number:
 * - a mobile: its 10 digits, first 6–9 (9876543210), as stored before landlines were accepted;
 * - a landline: the trunk 0, the STD code, a hyphen and the subscriber number (0731-2456789). The
 *   hyphen keeps where the STD code ends, which the digits alone do not tell.
 */

export const PHONE_MESSAGE =
  'Enter a 10-digit mobile number, or a landline with its STD code (e.g. 0731 2456789)';

const MOBILE = /^[6-9]\d{9}$/;
const LANDLINE = /^0([1-8]\d{1,3})-(\d{6,8})$/;

/**
 * The stored form of a typed number, or null. Accepted: +91 or 0 in front, spaces and hyphens
 * anywhere. A first group of 2–4 digits starting 1–8 is an STD code ("0731 245 6789",
 * "+91 22 2345 6789"); otherwise 10 digits starting 6–9 are a mobile ("98765 43210").
 */
export function normalisePhone(typed: string): string | null {
  const text = typed.replace(/^[\s-]+/, '').trimEnd();
  if (!/^(\+[\s-]*9[\s-]*1)?[\d\s-]+$/.test(text)) return null;
  const rest = text.replace(/^\+[\s-]*9[\s-]*1/, '').replace(/^[\s-]*0/, '');
  const groups = rest.split(/[\s-]+/).filter(Boolean);
  const digits = groups.join('');
  if (!/^[1-9]\d{9}$/.test(digits)) return null;
  const std = groups[0] ?? '';
  if (groups.length > 1 && /^[1-8]\d{1,3}$/.test(std)) return `0${std}-${digits.slice(std.length)}`;
  return MOBILE.test(digits) ? digits : null;
}

/** How a stored number reads: +91 98765 43210, +91 731 245 6789, +91 22 2345 6789. */
export function formatPhone(stored: string): string {
  if (MOBILE.test(stored)) return `+91 ${stored.slice(0, 5)} ${stored.slice(5)}`;
  const landline = LANDLINE.exec(stored);
  if (!landline) return stored;
  const [, std, subscriber = ''] = landline;
  const cut = subscriber.length - 4 > 2 ? subscriber.length - 4 : 3;
  return `+91 ${std} ${subscriber.slice(0, cut)} ${subscriber.slice(cut)}`;
}

/** The international number to dial or hand to a payment provider: +919876543210. */
export function phoneE164(stored: string): string {
  if (MOBILE.test(stored)) return `+91${stored}`;
  const landline = LANDLINE.exec(stored);
  return landline ? `+91${landline[1]}${landline[2]}` : stored.replace(/[^\d+]/g, '');
}

/** An Indian mobile as typed (+91 or 0 in front, spaces or hyphens anywhere), as its 10 digits; else null. */
export function indianMobile(typed: string): string | null {
  const n = normalisePhone(typed);
  return n && MOBILE.test(n) ? n : null;
}
