import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { ensureTestAdmin } from './support/admin.ts';
import { openCrm } from './support/admin-page.ts';
import {
  browserForThisFile,
  deviceNames,
  hydrationErrors,
  openPage,
  waitForFormToRespond,
  waitForHydration,
} from './support/browser.ts';
import { findContactSubmissionsByEmail, findLeadsByEmail } from './support/database.ts';

const baseUrl = inject('baseUrl');
const databaseUrl = inject('databaseUrl');
await ensureTestAdmin(databaseUrl);
const browser = await browserForThisFile();

/** A field of the contact form (the footer has a navigation landmark named 'Company' too). */
const field = (page: Page, label: string) => page.locator('#contact').getByLabel(label);

const contactForm = (page: Page) => page.getByRole('form', { name: 'Consultation request' });

describe.each(deviceNames)('the source of an enquiry on a %s', (device) => {
  it('is kept from the landing page through the contact form to the lead drawer', async () => {
    const { context, page, errors } = await openPage(browser, device);
    // Arriving from a search: the referrer's path and query must never be kept.
    await page.goto(`${baseUrl}/react-nodejs?utm_source=x&utm_campaign=spring-2026`, {
      referer: 'https://www.google.com/search?q=react+developers',
    });
    await waitForHydration(page);
    await page.goto(`${baseUrl}/about?utm_campaign=later-page`);
    await page.goto(`${baseUrl}/contact`);
    await waitForHydration(page);
    await waitForFormToRespond(contactForm(page));

    const email = `source-${randomUUID()}@example.com`;
    await field(page, 'Full Name').fill('Sara Source');
    await field(page, 'Email Address').fill(email);
    await field(page, 'Phone or WhatsApp').fill('+61 412 345 678');
    await page.getByRole('button', { name: 'Get Free Consultation' }).click();
    await expect
      .poll(() => page.locator('#contact').getByRole('status').textContent())
      .toBe('Form Submitted Successfully');
    expect(hydrationErrors(errors)).toEqual([]);
    await context.close();

    const stored = {
      sourcePage: '/contact',
      landingPage: '/react-nodejs',
      referrer: 'https://www.google.com',
      utmSource: 'x',
      utmCampaign: 'spring-2026',
    };
    const [submission] = await findContactSubmissionsByEmail(databaseUrl, email);
    expect(submission).toMatchObject(stored);
    expect(submission?.utmMedium ?? null).toBeNull();
    const [lead] = await findLeadsByEmail(databaseUrl, email);
    expect(lead).toMatchObject(stored);
    expect(lead?.utmMedium ?? null).toBeNull();
    if (lead === undefined) throw new Error('The lead was not stored');

    const crm = await openCrm(browser, device, baseUrl);
    await crm.page.goto(`${baseUrl}/admin?lead=${String(lead.id)}`);
    const drawer = crm.page.getByRole('dialog', { name: 'Sara Source' });
    const source = drawer.locator('dt', { hasText: /^Source$/ });
    await source.waitFor();
    expect(await source.evaluate((label) => label.nextElementSibling?.textContent)).toBe(
      'from /react-nodejs, campaign spring-2026',
    );
    expect(crm.errors).toEqual([]);
    await crm.context.close();
  });
});
