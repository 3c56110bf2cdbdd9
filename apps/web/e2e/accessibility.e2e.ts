import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { deviceNames, launchChromium, openPage, waitForHydration } from './support/browser.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});

afterAll(async () => {
  await browser.close();
});

async function violations(page: Page): Promise<{ id: string; targets: string[] }[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  return results.violations.map((violation) => ({
    id: violation.id,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }));
}

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
    if (device === 'phone') await page.getByRole('button', { name: 'Open menu' }).click();
    const submit = page.getByRole('button', { name: 'Get Free Consultation' });
    await expect.poll(() => submit.isEnabled()).toBe(true);
    await submit.click();
    await page.getByText('Please enter a valid contact number').waitFor();
    expect(await violations(page)).toEqual([]);
    await context.close();
  });
});
