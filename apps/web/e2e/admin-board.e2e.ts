import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { createLead, ensureTestAdmin, loginThroughApi, storeAdminToken } from './support/admin.ts';
import {
  dragCardWithMouse,
  leadCard,
  stageColumn,
  stageOfCard,
  toast,
  waitForBoard,
} from './support/admin-page.ts';
import { browserForThisFile, devices } from './support/browser.ts';
import { seedLeads } from './support/database.ts';

const baseUrl = inject('baseUrl');
const databaseUrl = inject('databaseUrl');
await ensureTestAdmin(databaseUrl);
const browser = await browserForThisFile();

/** 130 leads in New: three pages of 50, the last one short. */
const longColumn = await seedLeads(databaseUrl, { count: 130, prefix: 'Paged Lead' });

/** Two desktop windows the issue measured the board at, and a phone. */
const screens = {
  desktop: { viewport: { width: 1440, height: 900 }, isMobile: false, hasTouch: false },
  'wide desktop': { viewport: { width: 1920, height: 1080 }, isMobile: false, hasTouch: false },
  phone: devices.phone,
} as const;

async function openBoard(screen: keyof typeof screens, path = '/admin') {
  const context = await browser.newContext(screens[screen]);
  await storeAdminToken(context, await loginThroughApi(baseUrl));
  const page = await context.newPage();
  await page.goto(`${baseUrl}${path}`);
  await waitForBoard(page);
  await stageColumn(page, 'new').getByRole('article').first().waitFor();
  return { context, page };
}

/** The column's own scrolling part. */
const scrollerOf = (page: Page, stage: string) => stageColumn(page, stage).locator('> div').first();

/** The count in the column's header, as a number ('1,234 matching' reads 1234). */
async function headerCount(page: Page, stage: string): Promise<number> {
  const text = await stageColumn(page, stage).locator('h2 > span').nth(1).textContent();
  return Number((text ?? '').replace(/[^\d]/g, ''));
}

/** The names on the column's cards, in order. */
function cardNames(page: Page, stage: string): Promise<string[]> {
  return stageColumn(page, stage)
    .getByRole('article')
    .evaluateAll((cards) => cards.map((card) => card.querySelector('h3')?.textContent ?? ''));
}

describe.each(['desktop', 'wide desktop', 'phone'] as const)('the board on a %s', (screen) => {
  it('gives every column its spec size, Won and Lost unfolded on a desktop, each column scrolling on its own', async () => {
    const { context, page } = await openBoard(screen);
    const { width: windowWidth, height: windowHeight } = screens[screen].viewport;
    const columns = await page.locator('[data-stage]').evaluateAll((elements) =>
      elements.map((element) => {
        const box = element.getBoundingClientRect();
        return {
          stage: (element as HTMLElement).dataset.stage,
          folded: (element as HTMLElement).dataset.collapsed === 'true',
          width: box.width,
          height: box.height,
        };
      }),
    );
    // Spec section 9: 280 to 320 px wide, at least 500 px tall, folded or not.
    for (const column of columns) {
      expect(column.height, column.stage).toBeGreaterThanOrEqual(500);
      if (column.folded) continue;
      expect(column.width, column.stage).toBeGreaterThanOrEqual(280);
      expect(column.width, column.stage).toBeLessThanOrEqual(320);
    }
    // A desktop window shows Won and Lost unfolded at their spec width; a phone folds them.
    expect(columns.filter((column) => column.folded).map((column) => column.stage)).toEqual(
      screen === 'phone' ? ['closed_won', 'closed_lost'] : [],
    );
    const layout = await page.evaluate(() => ({
      pageWidth: document.documentElement.scrollWidth,
      windowWidth: document.documentElement.clientWidth,
    }));
    expect(layout.windowWidth).toBe(windowWidth);
    expect(layout.pageWidth).toBeLessThanOrEqual(layout.windowWidth);

    // Each column scrolls on its own under its header, the window staying where it is.
    const header = stageColumn(page, 'new').locator('h2');
    const headerTop = (await header.boundingBox())?.y;
    await scrollerOf(page, 'new').evaluate((element) => {
      element.scrollTop = 2_000;
    });
    expect(await scrollerOf(page, 'new').evaluate((element) => element.scrollTop)).toBeGreaterThan(
      0,
    );
    expect(await scrollerOf(page, 'contacted').evaluate((element) => element.scrollTop)).toBe(0);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect((await header.boundingBox())?.y).toBe(headerTop);
    expect(await header.isVisible()).toBe(true);

    // The columns reach down to the bottom of the window, whatever the header above them holds;
    // where the window is too short for their 500 px, the page scrolls that little further.
    await page.evaluate(() => {
      window.scrollTo(0, document.documentElement.scrollHeight);
    });
    const newColumn = await stageColumn(page, 'new').boundingBox();
    const columnBottom = (newColumn?.y ?? 0) + (newColumn?.height ?? 0);
    expect(columnBottom).toBeGreaterThan(windowHeight - 32);
    expect(columnBottom).toBeLessThanOrEqual(windowHeight);

    // Won and Lost at the end of the board, their counts in sight once it scrolls there.
    for (const stage of ['closed_won', 'closed_lost']) {
      const column = stageColumn(page, stage);
      await column.scrollIntoViewIfNeeded();
      expect(await column.locator('h2').isVisible()).toBe(true);
    }
    await context.close();
  });
});

describe('paged columns', () => {
  it('load 50 cards, then the next pages as the column is scrolled, each card once', async () => {
    const { context, page } = await openBoard('desktop');
    // The columns' counts come in their own answer, which may follow the cards.
    await expect.poll(() => headerCount(page, 'new')).toBeGreaterThanOrEqual(130);
    const total = await headerCount(page, 'new');
    expect(await stageColumn(page, 'new').getByRole('article').count()).toBe(50);

    await expect
      .poll(async () => {
        await scrollerOf(page, 'new').evaluate((element) => {
          element.scrollTop = element.scrollHeight;
        });
        return stageColumn(page, 'new').getByRole('article').count();
      })
      .toBe(total);
    // As many cards as the header counts, and each seeded lead once, in order (other files' leads
    // may share a name, such as the forms' 'Jane Citizen', so names alone cannot show duplicates).
    const names = await cardNames(page, 'new');
    expect(names.filter((name) => name.startsWith('Paged Lead'))).toEqual(longColumn.names);
    await context.close();
  });
});

describe('search and filters', () => {
  it('narrow the board and the address while typing; the address opened afresh shows the same', async () => {
    const token = 'Quokkatronic';
    const lead = await createLead(baseUrl, 'Harriet', { company: `${token} Holdings` });
    const { context, page } = await openBoard('desktop');
    await page.getByRole('searchbox', { name: 'Search' }).fill(token.slice(0, 7).toLowerCase());

    await page.waitForURL((url) => url.searchParams.get('q') === 'quokkat');
    await expect.poll(() => stageColumn(page, 'new').getByRole('article').count()).toBe(1);
    expect(await stageOfCard(page, lead.name)).toBe('new');
    // The counts come with their own answer, which may arrive after the cards'.
    await expect
      .poll(() => stageColumn(page, 'new').locator('h2').textContent())
      .toContain('1 matching');
    await expect.poll(() => headerCount(page, 'contacted')).toBe(0);
    expect(await leadCard(page, lead.name).locator('mark').first().textContent()).toBe('Quokkat');

    const shared = await browser.newContext(screens.desktop);
    await storeAdminToken(shared, await loginThroughApi(baseUrl));
    const fresh = await shared.newPage();
    await fresh.goto(page.url());
    await waitForBoard(fresh);
    await expect.poll(() => stageColumn(fresh, 'new').getByRole('article').count()).toBe(1);
    expect(await fresh.getByRole('searchbox', { name: 'Search' }).inputValue()).toBe('quokkat');
    await shared.close();

    await page.getByRole('searchbox', { name: 'Search' }).fill('');
    await page.waitForURL((url) => !url.searchParams.has('q'));
    await expect.poll(() => stageColumn(page, 'new').getByRole('article').count()).toBe(50);
    await context.close();
  });
});

describe('dragging from a long column', () => {
  it('moves a card from far down the column into another column, with both counts updated', async () => {
    const { context, page } = await openBoard('desktop');
    // A card far down the first page (the tests before this one may have added newer leads).
    const name = (await cardNames(page, 'new'))[40] ?? '';
    // The columns' counts come in their own answer, which may follow the cards.
    await expect.poll(() => headerCount(page, 'new')).toBeGreaterThan(40);
    const newBefore = await headerCount(page, 'new');
    const contactedBefore = await headerCount(page, 'contacted');
    await leadCard(page, name).scrollIntoViewIfNeeded();
    expect(await scrollerOf(page, 'new').evaluate((element) => element.scrollTop)).toBeGreaterThan(
      1_000,
    );

    await dragCardWithMouse(page, name, 'contacted');

    await expect.poll(() => stageOfCard(page, name)).toBe('contacted');
    await expect.poll(() => headerCount(page, 'new')).toBe(newBefore - 1);
    await expect.poll(() => headerCount(page, 'contacted')).toBe(contactedBefore + 1);
    await toast(page).getByText('Lead updated successfully').waitFor();
    await expect.poll(() => headerCount(page, 'contacted')).toBe(contactedBefore + 1);
    await context.close();
  });
});
