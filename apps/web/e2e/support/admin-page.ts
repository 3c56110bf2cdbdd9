import type { Browser, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { openPage, type DeviceName, type OpenedPage } from './browser.ts';
import { loginThroughApi, storeAdminToken } from './admin.ts';

export type CrmPage = OpenedPage & { readonly token: string };

/** /admin with a stored token of a fresh session, once the CRM shows its leads. */
export async function openCrm(
  browser: Browser,
  device: DeviceName,
  baseUrl: string,
): Promise<CrmPage> {
  const opened = await openPage(browser, device);
  const token = await loginThroughApi(baseUrl);
  await storeAdminToken(opened.context, token);
  await opened.page.goto(`${baseUrl}/admin`);
  await waitForBoard(opened.page);
  return { ...opened, token };
}

export async function waitForBoard(page: Page): Promise<void> {
  await page.getByRole('heading', { level: 1, name: 'CRM' }).waitFor();
  await page.locator('[data-stage="new"]').waitFor();
}

export const board = (page: Page): Locator => page.getByRole('region', { name: 'Pipeline board' });

/** The lead's card on the board (its contact submission, on another tab, bears the same name). */
export const leadCard = (page: Page, name: string): Locator =>
  board(page).getByRole('article', { name, exact: true });

export const stageColumn = (page: Page, stage: string): Locator =>
  page.locator(`[data-stage="${stage}"]`);

/**
 * The stage of the column the lead's card is in; undefined while React moves the card to another
 * column (the node found has just been detached), so poll it after a move.
 */
export function stageOfCard(page: Page, name: string): Promise<string | undefined> {
  return leadCard(page, name).evaluate(
    (card) => card.closest<HTMLElement>('[data-stage]')?.dataset.stage,
  );
}

/** The figure on a statistics card, as shown ('1,234', '$50,000'). */
export async function statistic(page: Page, label: string): Promise<string> {
  const card = page
    .getByRole('region', { name: 'Pipeline statistics' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: label, exact: true }) });
  return (await card.locator('p').textContent()) ?? '';
}

export const dollars = (shown: string): number => Number(shown.replace(/[$,]/g, ''));

/** Scrolls the board so the column sits at its left edge (and the next one starts to show). */
export async function scrollBoardTo(page: Page, stage: string): Promise<void> {
  await board(page).evaluate((element, target) => {
    const column = element.querySelector(`[data-stage="${target}"]`);
    if (column === null) throw new Error(`No ${target} column`);
    element.scrollLeft +=
      column.getBoundingClientRect().left - element.getBoundingClientRect().left;
  }, stage);
}

async function centre(locator: Locator): Promise<{ x: number; y: number }> {
  const box = await locator.boundingBox();
  if (box === null) throw new Error('The element is not visible');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/**
 * Drags the lead's card with the mouse onto the target, in small steps as a hand would: past the
 * 8 px activation distance first, then across. The source column is scrolled to the board's left
 * edge; a target column must then be the next column or show at least partly. A pointer near the
 * board's edge makes dnd-kit scroll the board, which moves the columns under it, so for a column
 * the pointer follows the column until the board marks it as the one under the card, and only
 * then lets go.
 */
export async function dragCardWithMouse(
  page: Page,
  name: string,
  target: { x: number; y: number } | string,
): Promise<void> {
  const card = leadCard(page, name);
  await card.scrollIntoViewIfNeeded();
  const from = await centre(card.getByRole('heading', { name, exact: true }));
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + 12, from.y + 4, { steps: 4 });
  if (typeof target === 'string') {
    const column = stageColumn(page, target);
    await expect
      .poll(async () => {
        await page.mouse.move(...(await pointInView(page, column, from.y)), { steps: 12 });
        return column.getAttribute('data-over');
      })
      .not.toBeNull();
  } else {
    await page.mouse.move(target.x, target.y, { steps: 12 });
  }
  await page.mouse.up();
}

/** The column's centre at height y, or the nearest point to it inside the viewport. */
async function pointInView(page: Page, column: Locator, y: number): Promise<[number, number]> {
  const box = await column.boundingBox();
  const viewport = page.viewportSize();
  if (box === null || viewport === null) throw new Error('The column is not visible');
  return [Math.min(box.x + box.width / 2, viewport.width - 12), y];
}

/**
 * Picks the focused card up with the key and waits until arrow keys move it. dnd-kit starts
 * listening for them in a zero-delay timer after the pick-up, and Chromium runs input before
 * timers: on a busy machine the next key press could arrive first and be lost. A timer queued
 * now runs after dnd-kit's.
 */
export async function pickUpWithKeyboard(page: Page, key: 'Space' | 'Enter'): Promise<void> {
  await page.keyboard.press(key);
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

/** The text dnd-kit last announced to screen readers. */
export function dragAnnouncement(page: Page): Promise<string> {
  return page.locator('[id^="DndLiveRegion"]').innerText();
}

export const toast = (page: Page): Locator => page.getByRole('alert');
