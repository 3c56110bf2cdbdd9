import type { Page } from 'playwright-core';

/** Distance from the top of the viewport to the top of an element, in CSS pixels. */
export function distanceFromViewportTop(page: Page, elementId: string): Promise<number> {
  return page.evaluate((id) => {
    const element = document.getElementById(id);
    if (element === null) throw new Error(`No element #${id}`);
    return Math.round(element.getBoundingClientRect().top);
  }, elementId);
}

/** True once the element's top sits just under the sticky header. */
export async function isScrolledTo(page: Page, elementId: string): Promise<boolean> {
  const headerHeight = await page.evaluate(
    () => document.querySelector('header')?.getBoundingClientRect().height ?? 0,
  );
  const top = await distanceFromViewportTop(page, elementId);
  return Math.abs(top - headerHeight) <= 2;
}

export function scrollY(page: Page): Promise<number> {
  return page.evaluate(() => window.scrollY);
}
