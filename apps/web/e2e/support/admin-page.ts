import type { Browser, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { openPage, type DeviceName, type OpenedPage } from './browser.ts';
import { loginThroughApi, storeAdminToken } from './admin.ts';
import { adminAreas, type AdminArea } from '../../src/routes/admin/admin-areas.ts';

export type CrmPage = OpenedPage & { readonly token: string };

/** /admin with a stored token of a fresh session, once the CRM shows its leads. */
export async function openCrm(
  browser: Browser,
  device: DeviceName,
  baseUrl: string,
  search: Record<string, string> = {},
): Promise<CrmPage> {
  const opened = await openPage(browser, device);
  const token = await loginThroughApi(baseUrl);
  await storeAdminToken(opened.context, token);
  const query = new URLSearchParams(search).toString();
  await opened.page.goto(`${baseUrl}/admin${query === '' ? '' : `?${query}`}`);
  await waitForBoard(opened.page);
  return { ...opened, token };
}

/** An admin area, by the text of its link in the tab bar. */
export type AdminAreaLabel = AdminArea['label'];

function areaLabelled(label: AdminAreaLabel): AdminArea {
  const area = Object.values(adminAreas).find((each) => each.label === label);
  if (area === undefined) throw new Error(`No admin area is labelled ${label}`);
  return area;
}

/** The area's link in the tab bar; Spam's carries its count once it is in ('Spam (3)'). */
export function areaLink(page: Page, label: AdminAreaLabel): Locator {
  const name = label === adminAreas.spam.label ? new RegExp(`^${label}( \\(\\d+\\))?$`) : label;
  return page
    .getByRole('navigation', { name: 'CRM sections' })
    .getByRole('link', { name, exact: true });
}

/** The view of the area, below the tab bar, once it is the one showing. */
export const adminAreaView = (page: Page, label: AdminAreaLabel): Locator =>
  page.locator(`[data-area="${areaLabelled(label).path}"]`);

/**
 * Opens an area as a person does, through its link in the tab bar, and waits for its address
 * and its view.
 */
export async function openAdminArea(page: Page, label: AdminAreaLabel): Promise<Locator> {
  await areaLink(page, label).click();
  await page.waitForURL((url) => url.pathname === areaLabelled(label).path);
  const view = adminAreaView(page, label);
  await view.waitFor();
  return view;
}

/** Waits for the CRM and its board, until every unfolded column shows its first cards. */
export async function waitForBoard(page: Page): Promise<void> {
  await page.getByRole('heading', { level: 1, name: 'CRM' }).waitFor();
  await page.locator('[data-stage="new"]').waitFor();
  await page.waitForFunction(() => document.querySelector('[data-stage] [data-loading]') === null);
}

/** The board of the tab on screen: the leads' or the applications' (only one is drawn at a time). */
export const board = (page: Page): Locator =>
  page.getByRole('region', { name: /^(Pipeline|Hiring) board$/ });

/** The card on the board (a lead's contact submission, on another tab, bears the same name). */
export const leadCard = (page: Page, name: string): Locator =>
  board(page).getByRole('article', { name, exact: true });

/**
 * The lead's card as a person sees it: scrolled into its column's view, where the light
 * placeholder of a card far down the column becomes the whole card.
 */
export async function shownLeadCard(page: Page, name: string): Promise<Locator> {
  const card = leadCard(page, name);
  await card.scrollIntoViewIfNeeded();
  await board(page)
    .locator('article:not([data-placeholder])')
    .filter({ has: page.getByRole('heading', { name, exact: true }) })
    .waitFor();
  return card;
}

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

/**
 * dnd-kit scrolls the board while the dragging pointer is within this share of the board's width
 * of an edge the board can still scroll towards (its default auto-scroll threshold), and the
 * window likewise near its top and bottom.
 */
const autoScrollShare = 0.2;

/**
 * An x inside the element's visible part where the pointer can rest during a drag without
 * dnd-kit scrolling the board, which would carry another column under it; null while the element
 * shows only within the auto-scroll margins.
 */
async function restingX(page: Page, element: Locator): Promise<number | null> {
  const box = await element.boundingBox();
  if (box === null) throw new Error('The element is not visible');
  const still = await board(page).evaluate((boardElement, share) => {
    const rect = boardElement.getBoundingClientRect();
    const margin = rect.width * share + 4;
    const canScrollLeft = boardElement.scrollLeft > 0;
    const canScrollRight =
      Math.ceil(boardElement.scrollLeft + boardElement.clientWidth) < boardElement.scrollWidth;
    return {
      left: canScrollLeft ? rect.left + margin : rect.left,
      right: canScrollRight ? rect.right - margin : rect.right,
    };
  }, autoScrollShare);
  const left = Math.max(box.x + 8, still.left);
  const right = Math.min(box.x + box.width - 8, still.right);
  return left <= right ? (left + right) / 2 : null;
}

/**
 * An x a little inside the board's auto-scroll margin on the element's side: resting there, the
 * pointer makes dnd-kit scroll the board slowly towards the element.
 */
async function scrollingXTowards(page: Page, element: Locator): Promise<number> {
  const box = await element.boundingBox();
  if (box === null) throw new Error('The element is not visible');
  return board(page).evaluate(
    (boardElement, { share, elementCentre }) => {
      const rect = boardElement.getBoundingClientRect();
      const depth = rect.width * share - 10;
      return elementCentre > rect.left + rect.width / 2 ? rect.right - depth : rect.left + depth;
    },
    { share: autoScrollShare, elementCentre: box.x + box.width / 2 },
  );
}

/**
 * Scrolls the lead's column to put the card's top just under the column's header, clear of the
 * header that stays on top (and the window, where it is too short for the columns' 500 px, to the
 * board).
 */
export async function centreCardInWindow(page: Page, name: string): Promise<void> {
  await leadCard(page, name).evaluate((card) => {
    card.scrollIntoView({ block: 'start', inline: 'nearest' });
  });
}

/**
 * Presses the mouse on the lead's card, at its name's height and away from the board's
 * auto-scroll margins, and moves it 5 px: short of dnd-kit's 8 px activation distance.
 */
export async function pressOnCard(page: Page, name: string): Promise<{ x: number; y: number }> {
  const card = leadCard(page, name);
  await card.scrollIntoViewIfNeeded();
  const heading = await card.getByRole('heading', { name, exact: true }).boundingBox();
  const x = await restingX(page, card);
  if (heading === null || x === null) throw new Error('The card is not visible');
  const y = heading.y + heading.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + 5, y, { steps: 2 });
  return { x, y };
}

/**
 * Moves the dragging pointer onto the stage's column and holds it there until the board marks
 * the column as the one under the card. While the column shows only within the board's
 * auto-scroll margins, the pointer waits inside the margin on its side, so dnd-kit scrolls the
 * column in; then it rests on the column outside the margins, where the column stays under it
 * until it lets go.
 */
export async function holdOverColumn(page: Page, stage: string, y: number): Promise<void> {
  const column = stageColumn(page, stage);
  await expect
    .poll(async () => {
      const x = await restingX(page, column);
      await page.mouse.move(x ?? (await scrollingXTowards(page, column)), y, { steps: 12 });
      return x !== null && (await column.getAttribute('data-over')) !== null;
    })
    .toBe(true);
}

/**
 * Drags the lead's card with the mouse, in small steps as a hand would, and drops it on the
 * stage's column or at a point of the page (its own column, outside the board).
 */
export async function dragCardWithMouse(
  page: Page,
  name: string,
  target: { x: number; y: number } | string,
): Promise<void> {
  if (typeof target === 'string') await centreCardInWindow(page, name);
  const pressed = await pressOnCard(page, name);
  await page.mouse.move(pressed.x + 14, pressed.y + 4, { steps: 3 });
  if (typeof target === 'string') await holdOverColumn(page, target, pressed.y);
  else await page.mouse.move(target.x, target.y, { steps: 12 });
  await page.mouse.up();
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
