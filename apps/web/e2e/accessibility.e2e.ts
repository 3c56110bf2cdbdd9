import { describe, expect, inject, it } from 'vitest';
import { accessibilityViolations as violations } from './support/axe.ts';
import {
  deviceNames,
  browserForThisFile,
  openPage,
  waitForHydration,
  waitForFormToRespond,
} from './support/browser.ts';
import { menuToggle } from './support/page-helpers.ts';

const baseUrl = inject('baseUrl');
const browser = await browserForThisFile();

describe.each(deviceNames)('accessibility on a %s', (device) => {
  it.each(['/', '/contact', '/no-such-page'])('axe finds no violations on %s', async (path) => {
    const { context, page } = await openPage(browser, device);
    await page.goto(`${baseUrl}${path}`);
    await waitForHydration(page);
    expect(await page.locator('h1').count()).toBe(1);
    expect(await violations(page)).toEqual([]);
    await context.close();
  });

  it('axe finds no violations with the menu open and the form showing its errors', async () => {
    const { context, page } = await openPage(browser, device);
    await page.goto(`${baseUrl}/`);
    await waitForHydration(page);
    if (device === 'phone') await menuToggle(page).click();
    const submit = page.getByRole('button', { name: 'Get Free Consultation' });
    await waitForFormToRespond(submit.locator('xpath=ancestor::form[1]'));
    await submit.click();
    await page.getByText('Please enter a valid contact number').waitFor();
    expect(await violations(page)).toEqual([]);
    await context.close();
  });
});
