import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const luminance = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const v = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
};
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
};

// Issue 41 item 7: RapiDoc draws its buttons in white on the primary colour, and our method badges
// are white on theirs; each pair reads at WCAG AA's 4.5:1 at least.
describe('the API reference page', () => {
  it('draws white text only on colours it reads on at 4.5:1', async () => {
    const page = (await t.call('GET', '/api/docs')).data as string;
    const primary = page.match(/primary-color="(#[0-9a-f]{6})"/i)![1]!;
    const badges = [...page.matchAll(/\.(get|post|put|delete)\{background:(#[0-9a-f]{6})\}/gi)];
    expect(badges).toHaveLength(4);
    const below = [['primary', primary], ...badges.map((m) => [m[1]!, m[2]!])].filter(
      ([, colour]) => contrast(colour!, '#ffffff') < 4.5,
    );
    expect(below).toEqual([]);
  });
});
