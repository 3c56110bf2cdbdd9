import { randomUUID } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { blogArticles, blogPageContent } from '../src/content/blog.ts';
import { accessibilityViolations as violations } from './support/axe.ts';
import {
  deviceNames,
  browserForThisFile,
  openPage,
  waitForHydration,
  waitForFormToRespond,
} from './support/browser.ts';
import { innerPagePaths } from './support/inner-pages.ts';

const baseUrl = inject('baseUrl');
const browser = await browserForThisFile();

async function open(device: (typeof deviceNames)[number], path: string) {
  const opened = await openPage(browser, device);
  await opened.page.goto(`${baseUrl}${path}`);
  await waitForHydration(opened.page);
  return opened;
}

describe.each(deviceNames)('accessibility of the inner pages on a %s', (device) => {
  it.each(innerPagePaths)('axe finds no violations on %s', async (path) => {
    const { context, page } = await open(device, path);
    expect(await page.locator('h1').count()).toBe(1);
    expect(await violations(page)).toEqual([]);
    await context.close();
  });

  it('axe finds no violations with a blog article open', async () => {
    const { context, page } = await open(device, '/blog');
    await page.getByRole('button', { name: blogPageContent.card.readMoreLabel }).first().click();
    await page.getByRole('dialog').getByRole('heading', { name: blogArticles[0]?.title }).waitFor();
    expect(await violations(page)).toEqual([]);
    await context.close();
  });

  it('axe finds no violations with the application form showing its errors', async () => {
    const { context, page } = await open(device, '/careers');
    const submit = page.getByRole('button', { name: 'Submit Application' });
    await waitForFormToRespond(submit.locator('xpath=ancestor::form[1]'));
    await submit.click();
    await page.getByText('Please select a position').waitFor();
    expect(await violations(page)).toEqual([]);
    await context.close();
  });

  it('axe finds no violations with the application confirmation showing', async () => {
    const { context, page } = await open(device, '/careers');
    const form = page.getByRole('form', { name: 'Job application' });
    const submit = form.getByRole('button', { name: 'Submit Application' });
    await waitForFormToRespond(submit.locator('xpath=ancestor::form[1]'));
    await form.getByLabel('Position').selectOption('General Application');
    await form.getByLabel('First Name').fill('Pham');
    await form.getByLabel('Last Name').fill('Quoc Bao');
    await form.getByLabel('Email Address').fill(`applicant-${randomUUID()}@example.com`);
    await form.getByLabel('Phone Number').fill('+84 91 234 5678');
    await form
      .getByLabel('Why should we hire you?')
      .fill('Eight years of Python and Django, most recently leading a data platform team.');
    await submit.click();
    await page.getByRole('region', { name: 'Notifications (F8)' }).getByRole('alert').waitFor();
    expect(await violations(page)).toEqual([]);
    await context.close();
  });
});
