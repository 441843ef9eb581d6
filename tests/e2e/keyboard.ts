/**
 * Moving through a page with the keyboard alone, for the journeys done without a mouse:
 * reach a control with Tab (or Shift+Tab), check that it shows its focus, press it.
 */
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

// More than any page here has controls before the one looked for.
const MAX_TABS = 60;

/** Whether `target` has the focus. */
export const focused = (target: Locator) => target.evaluate((element) => element === document.activeElement);

/** Whether the focus is on `box` or inside it. */
export const focusInside = (box: Locator) => box.evaluate((element) => element.contains(document.activeElement));

/**
 * Presses Tab (or Shift+Tab with `back`) until `target` has the focus, and fails after
 * `max` presses: a control the keyboard cannot reach fails here.
 */
export async function tabTo(page: Page, target: Locator, { back = false, max = MAX_TABS } = {}) {
  await expect(target).toBeVisible();
  for (let presses = 0; presses < max; presses++) {
    if (await focused(target)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  if (await focused(target)) return;
  throw new Error(`${target} not reached in ${max} presses of ${back ? 'Shift+Tab' : 'Tab'}`);
}

/**
 * The focused control shows that it has the focus: an outline, or a ring drawn with a
 * box shadow on it or on the field's frame around it (a field with an icon in it).
 */
export async function expectFocusIndicator(page: Page) {
  const indicator = await page.evaluate(() => {
    const element = document.activeElement as HTMLElement;
    const shows = (node: Element) => {
      const style = getComputedStyle(node);
      return (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || /\b0px 0px 0px [1-9]/.test(style.boxShadow);
    };
    return {
      shown: shows(element) || (element.parentElement !== null && shows(element.parentElement)),
      html: element.outerHTML.slice(0, 120),
    };
  });
  expect(indicator.shown, `a focus indicator on ${indicator.html}`).toBe(true);
}

/** Tabs to `target`, checks that it shows its focus, and presses Enter on it. */
export async function press(page: Page, target: Locator, key = 'Enter') {
  await tabTo(page, target);
  await expectFocusIndicator(page);
  await page.keyboard.press(key);
}
