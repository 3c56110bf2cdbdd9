import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { cookieNotice } from '../src/content/cookie-notice.ts';
import { hero } from '../src/content/home.ts';
import {
  deviceNames,
  browserForThisFile,
  openPage,
  waitForHydration,
  waitForFormToRespond,
} from './support/browser.ts';

const baseUrl = inject('baseUrl');
const browser = await browserForThisFile();

const noticeOf = (page: Page) => page.getByRole('region', { name: cookieNotice.title });

/** What a tap at the element's centre would reach: the element itself unless something covers it. */
function isReachableAtCentre(element: Locator): Promise<boolean> {
  return element.evaluate((target) => {
    const box = target.getBoundingClientRect();
    const reached = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return reached !== null && target.contains(reached);
  });
}

function isOnScreen(element: Locator): Promise<boolean> {
  return element.evaluate((target) => {
    const box = target.getBoundingClientRect();
    return box.top >= 0 && box.bottom <= window.innerHeight;
  });
}

const phoneScreens = [
  // On the taller phone the hero's buttons are on the first screen; on the smaller one they are below it.
  { width: 390, height: 844, heroButtonsOnFirstScreen: 2 },
  { width: 360, height: 640, heroButtonsOnFirstScreen: 0 },
];

describe.each(phoneScreens)(
  'the cookie notice on a $width x $height phone',
  ({ width, height, heroButtonsOnFirstScreen }) => {
    it('covers at most a quarter of the first screen and none of the hero buttons', async () => {
      const context = await browser.newContext({
        viewport: { width, height },
        isMobile: true,
        hasTouch: true,
      });
      const page = await context.newPage();
      await page.goto(`${baseUrl}/`);
      await waitForHydration(page);
      const notice = noticeOf(page);
      await notice.waitFor();

      const noticeBox = await notice.boundingBox();
      expect(noticeBox?.height).toBeLessThanOrEqual(height / 4);
      expect(noticeBox?.y).toBeGreaterThanOrEqual(height - height / 4);

      const heroSection = page.locator('section[aria-labelledby="hero-heading"]');
      const heroButtons = [hero.primaryButton.label, hero.secondaryButton.label].map((label) =>
        heroSection.getByRole('link', { name: label }),
      );
      const onFirstScreen: Locator[] = [];
      for (const button of heroButtons) if (await isOnScreen(button)) onFirstScreen.push(button);
      expect(onFirstScreen).toHaveLength(heroButtonsOnFirstScreen);
      for (const button of onFirstScreen) expect(await isReachableAtCentre(button)).toBe(true);
      await context.close();
    });
  },
);

describe.each(deviceNames)('a toast while the cookie notice is open (%s)', (device) => {
  it('shows above the notice, not over it', async () => {
    const { context, page } = await openPage(browser, device);
    await page.goto(`${baseUrl}/contact`);
    await waitForHydration(page);
    const form = page.locator('#contact');
    const submit = form.getByRole('button', { name: 'Get Free Consultation' });
    await waitForFormToRespond(submit.locator('xpath=ancestor::form[1]'));
    // A failed request shows the 'Connection Error' toast without storing a lead.
    await page.route('**/api/contact', (route) => route.abort());
    await form.getByLabel('Full Name').fill('Jane Citizen');
    await form.getByLabel('Email Address').fill('jane@example.com');
    await form.getByLabel('Phone or WhatsApp').fill('+61 412 345 678');
    await submit.click();

    const toast = page.getByRole('alert');
    await toast.waitFor();
    const notice = noticeOf(page);
    expect(await notice.isVisible()).toBe(true);
    // The toast slides in; it must settle clear of the notice.
    await expect
      .poll(async () => {
        const [toastBox, noticeBox] = await Promise.all([
          toast.boundingBox(),
          notice.boundingBox(),
        ]);
        return (
          toastBox !== null && noticeBox !== null && toastBox.y + toastBox.height <= noticeBox.y
        );
      })
      .toBe(true);
    await expect.poll(() => isReachableAtCentre(toast)).toBe(true);
    expect(
      await isReachableAtCentre(notice.getByRole('button', { name: cookieNotice.acceptLabel })),
    ).toBe(true);
    await context.close();
  });
});
