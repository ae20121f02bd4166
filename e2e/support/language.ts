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
