import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { blogArticles, blogPageContent, blogParagraphSeparator } from '../src/content/blog.ts';
import { hero } from '../src/content/home.ts';
import { scrollToContactStorageKey } from '../src/navigation/section-scroll.ts';
import { deviceNames, browserForThisFile, openPage, waitForHydration } from './support/browser.ts';
import { isScrolledTo } from './support/page-helpers.ts';

const baseUrl = inject('baseUrl');
const browser = await browserForThisFile();

const [firstArticle, secondArticle] = blogArticles;
if (firstArticle === undefined || secondArticle === undefined)
  throw new Error('The blog has fewer than two articles');

const articleCard = (page: Page, title: string) =>
  page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) });

const readButton = (page: Page, title: string) =>
  articleCard(page, title).getByRole('button', { name: blogPageContent.card.readMoreLabel });

const dialog = (page: Page) => page.getByRole('dialog');

async function openArticle(page: Page, title: string): Promise<void> {
  await readButton(page, title).click();
  await dialog(page).getByRole('heading', { name: title }).waitFor();
}

async function expectClosed(page: Page): Promise<void> {
  await expect.poll(() => dialog(page).count()).toBe(0);
}

async function openBlog(device: (typeof deviceNames)[number]) {
  const opened = await openPage(browser, device);
  await opened.context.addInitScript(() => {
    window.localStorage.setItem('cookie-consent', 'declined');
  });
  await opened.page.goto(`${baseUrl}/blog`);
  await waitForHydration(opened.page);
  return opened;
}

describe.each(deviceNames)('the blog on a %s', (device) => {
  it('shows the six articles with category, author, date, excerpt, tags and a read button', async () => {
    const { context, page } = await openBlog(device);
    expect(await page.getByRole('main').getByRole('article').count()).toBe(6);
    const card = articleCard(page, firstArticle.title);
    const text = await card.textContent();
    for (const part of [
      firstArticle.category,
      firstArticle.author,
      '28 September 2025',
      firstArticle.excerpt,
      ...firstArticle.tags,
    ]) {
      expect(text).toContain(part);
    }
    expect(await card.locator('time').getAttribute('datetime')).toBe('2025-09-28');
    await context.close();
  });

  it('opens the full article, split into paragraphs, and closes it with the x button', async () => {
    const { context, page } = await openBlog(device);
    await openArticle(page, firstArticle.title);
    const paragraphs = firstArticle.content.split(blogParagraphSeparator);
    expect(
      await dialog(page)
        .locator('p')
        .filter({ hasText: paragraphs[0] ?? '' })
        .count(),
    ).toBe(1);
    expect(
      await dialog(page)
        .getByText(paragraphs.at(-1) ?? '')
        .isVisible(),
    ).toBe(true);
    const bodyParagraphs = await dialog(page).locator('p').allTextContents();
    expect(bodyParagraphs.filter((paragraph) => paragraphs.includes(paragraph))).toEqual(
      paragraphs,
    );

    await dialog(page)
      .getByRole('button', { name: blogPageContent.articleOverlay.closeLabel })
      .click();
    await expectClosed(page);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toContain(blogPageContent.card.readMoreLabel);
    await context.close();
  });

  it('closes the article with Escape and with a click on the backdrop', async () => {
    const { context, page } = await openBlog(device);
    await openArticle(page, secondArticle.title);
    await page.keyboard.press('Escape');
    await expectClosed(page);

    await openArticle(page, secondArticle.title);
    const viewport = page.viewportSize();
    await page.mouse.click(5, (viewport?.height ?? 800) - 5);
    await expectClosed(page);
    await context.close();
  });

  it('keeps keyboard focus inside the open article', async () => {
    const { context, page } = await openBlog(device);
    await openArticle(page, firstArticle.title);
    for (let press = 0; press < 6; press += 1) {
      await page.keyboard.press('Tab');
      expect(
        await page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null),
      ).toBe(true);
    }
    await context.close();
  });

  it("'Let's Get Started' goes to the home page and scrolls to its contact section", async () => {
    const { context, page } = await openBlog(device);
    await openArticle(page, firstArticle.title);
    await dialog(page)
      .getByRole('button', { name: blogPageContent.articleOverlay.getStartedLabel })
      .click();
    await page.waitForURL(`${baseUrl}/`);
    // The address changes before the lazily loaded home page replaces the previous one.
    await expect.poll(() => page.locator('h1').textContent()).toBe(hero.heading);
    await expect.poll(() => isScrolledTo(page, 'contact')).toBe(true);
    // The scroll request is spent, not left for a later visit to the home page.
    expect(
      await page.evaluate((key) => window.sessionStorage.getItem(key), scrollToContactStorageKey),
    ).toBeNull();
    expect(await dialog(page).count()).toBe(0);
    await context.close();
  });

  it('the closing call to action goes to the home contact section', async () => {
    const { context, page } = await openBlog(device);
    const button = page.getByRole('link', { name: blogPageContent.callToAction.buttonLabel });
    expect(await button.getAttribute('href')).toBe('/#contact');
    await button.click();
    await page.waitForURL(`${baseUrl}/`);
    await expect.poll(() => isScrolledTo(page, 'contact')).toBe(true);
    await context.close();
  });
});
