import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** The page's `<html lang>`. */
export const lang = (page: Page) => page.evaluate(() => document.documentElement.lang);

/** Waits until `text` shows (a string matches the whole text, a pattern any part). */
export const seen = (scope: Page | Locator, text: string | RegExp) =>
  expect
    .poll(() =>
      scope
        .getByText(text, { exact: typeof text === 'string' })
        .first()
        .isVisible(),
    )
    .toBe(true);

/**
 * Presses a language in the header's switch (a tap on a phone, a click on a desktop) until it is
 * the pressed one.
 */
export async function choose(page: Page, name: 'English' | 'हिन्दी', how: 'tap' | 'click' = 'tap') {
  const button = page.getByRole('button', { name, exact: true }).first();
  await expect
    .poll(
      async () => {
        if ((await button.getAttribute('aria-pressed')) !== 'true') await button[how]({ timeout: 5_000 });
        return button.getAttribute('aria-pressed');
      },
      { timeout: 30_000, interval: 2_000 },
    )
    .toBe('true');
}

/** A font that draws Devanagari: the bundled one (a web font) or a system font made for it. */
const drawsDevanagari = (f: { familyName: string; isCustomFont: boolean }) =>
  f.isCustomFont || /Devanagari|Nirmala|Kohinoor|Mangal|Lohit/i.test(f.familyName);

/**
 * The visible Hindi drawn in no font that has Devanagari: empty boxes. Asks Chromium which fonts
 * it drew each element's own text with (DevTools' CSS.getPlatformFontsForNode), once the page's
 * fonts have settled; answers the texts drawn in boxes, so a test expects `[]`.
 */
export async function emptyBoxes(page: Page) {
  await page.evaluate(() => document.fonts.ready);
  const marked = await page.evaluate(() => {
    let n = 0;
    for (const e of document.querySelectorAll('body *')) {
      const own = [...e.childNodes].filter((c) => c.nodeType === Node.TEXT_NODE).map((c) => c.textContent);
      if (/[\u0900-\u097F]/.test(own.join('')) && e.getClientRects().length > 0) {
        e.setAttribute('data-hindi-check', String(n++));
      }
    }
    return n;
  });
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
    const { nodeIds } = await cdp.send('DOM.querySelectorAll', {
      nodeId: root.nodeId,
      selector: '[data-hindi-check]',
    });
    expect(nodeIds.length).toBe(marked);
    const boxed: string[] = [];
    for (const nodeId of nodeIds) {
      const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
      if (fonts.length > 0 && !fonts.some(drawsDevanagari)) {
        const { outerHTML } = await cdp.send('DOM.getOuterHTML', { nodeId });
        boxed.push(outerHTML.replace(/<[^>]+>/g, '').trim());
      }
    }
    return boxed;
  } finally {
    await page.evaluate(() => {
      for (const e of document.querySelectorAll('[data-hindi-check]')) e.removeAttribute('data-hindi-check');
    });
    await cdp.detach();
  }
}
