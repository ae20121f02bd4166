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

/**
 * Latin words every Hindi screen may show: the brand, the language switch's own "EN" and
 * "English", tax, payment and banking acronyms people say in English, and units of measure.
 */
const ALWAYS =
  'Supply Beyond EN English GST GSTIN TCS TDS FSSAI UPI UTR NEFT IMPS PIN OTP API ID PDF CSV JSON SMS WhatsApp kg gm ml pc pcs'.split(
    ' ',
  );

/** The login's toast, shown while the page was still English, may still be up after a switch. */
export const LOGIN_TOAST = ['Login', 'successful'];

// Identifiers are no words: order numbers (SB-261207-24VAD), e-mail addresses, record ids (usr_…).
const IDENTIFIERS = /\bSB-\d{6}-[A-Z0-9]+\b|\S+@\S+|\b[a-z]+_[a-z0-9]{8,}\b/g;

/**
 * The visible Latin-script words (two letters or more) on a Hindi screen, outside `ALWAYS` and
 * the test's own `allow` list (each with its reason there), as "word in: the element's text"; a
 * test expects `[]`. Text inside `translate="no"` is skipped: the app marks data there that stays
 * as entered or named (product, brand, business and person names, addresses, a typed note),
 * which no translation touches. Everything else on a Hindi screen should be Hindi.
 */
export async function latinWords(page: Page, allow: string[] = []) {
  const allowed = new Set([...ALWAYS, ...allow]);
  const found = await page.evaluate((identifiers) => {
    const out: [string, string][] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const e = n.parentElement;
      if (!e || e.closest('[translate="no"], script, style') || e.getClientRects().length === 0) continue;
      if (getComputedStyle(e).visibility === 'hidden') continue;
      const text = n.textContent?.replace(new RegExp(identifiers, 'g'), '') ?? '';
      for (const word of text.match(/\b[A-Za-z]{2,}\b/g) ?? []) out.push([word, e.textContent?.trim() ?? '']);
    }
    return out;
  }, IDENTIFIERS.source);
  return [...new Set(found.filter(([w]) => !allowed.has(w)).map(([w, where]) => `${w} in: ${where}`))];
}
