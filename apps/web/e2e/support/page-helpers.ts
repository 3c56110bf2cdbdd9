import type { Locator, Page } from 'playwright-core';

/** Distance from the top of the viewport to the top of an element, in CSS pixels. */
function distanceFromViewportTop(page: Page, elementId: string): Promise<number> {
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

/** The phone menu's toggle: the <summary> of the header's disclosure. */
export function menuToggle(page: Page): Locator {
  return page.getByRole('banner').locator('summary');
}

/**
 * The menu toggle as assistive technology gets it, from Chromium's own accessibility tree:
 * Playwright's role queries give a <summary> no role, so they cannot find it by name.
 */
export async function menuToggleAccessibility(
  page: Page,
): Promise<{ readonly name: string; readonly expanded: boolean }> {
  const devTools = await page.context().newCDPSession(page);
  try {
    const { root } = await devTools.send('DOM.getDocument');
    const { nodeId } = await devTools.send('DOM.querySelector', {
      nodeId: root.nodeId,
      selector: 'header summary',
    });
    const { nodes } = await devTools.send('Accessibility.getPartialAXTree', {
      nodeId,
      fetchRelatives: false,
    });
    const [toggle] = nodes;
    const expanded = toggle?.properties?.find((property) => property.name === 'expanded');
    return { name: String(toggle?.name?.value), expanded: expanded?.value.value === true };
  } finally {
    await devTools.detach();
  }
}
