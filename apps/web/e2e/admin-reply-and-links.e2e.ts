import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import {
  ensureTestAdmin,
  sendCareerApplication,
  sendContactRequest,
  testAdmin,
  uniquePersonName,
} from './support/admin.ts';
import { leadCard, openCrm, shownLeadCard, statistic, waitForBoard } from './support/admin-page.ts';
import { accessibilityViolations } from './support/axe.ts';
import { browserForThisFile, deviceNames, openPage } from './support/browser.ts';
import { findCareerSubmissionsByEmail } from './support/career-submissions.ts';
import { insertLeadRow } from './support/database.ts';

const baseUrl = inject('baseUrl');
const databaseUrl = inject('databaseUrl');
await ensureTestAdmin(databaseUrl);
const browser = await browserForThisFile();

/** A lead that arrived `minutes` ago and has had no staff action since. */
async function unansweredLead(firstName: string, minutes: number) {
  const name = uniquePersonName(firstName);
  const id = await insertLeadRow(databaseUrl, {
    name,
    email: `${name.toLowerCase().replace(' ', '.')}@example.com`,
    created_at: new Date(Date.now() - minutes * 60_000),
  });
  return { id, name };
}

const replyBadge = (page: Page, name: string) =>
  leadCard(page, name).getByText(/^(Reply due in|Overdue by) /);

describe.each(deviceNames)('the 2-hour reply promise on a %s', (device) => {
  it('shows an overdue lead in a warning that passes AA, and drops it on the first staff action', async () => {
    const late = await unansweredLead('Ivy', 3 * 60 + 5);
    const fresh = await unansweredLead('Jonah', 48);
    const { context, page, errors } = await openCrm(browser, device, baseUrl);
    // Other tests' leads may stand above these two in the New column.
    await shownLeadCard(page, fresh.name);
    await shownLeadCard(page, late.name);

    const overdue = replyBadge(page, late.name);
    expect(await overdue.textContent()).toMatch(/^Overdue by 1 h [5-9] min$/);
    expect(await overdue.getAttribute('data-overdue')).toBe('true');
    expect(await replyBadge(page, fresh.name).textContent()).toMatch(
      /^Reply due in 1 h 1[12] min$/,
    );
    expect(await statistic(page, 'Replied within 2 hours')).toMatch(/^(\d+%|—.*)$/);
    const violations = await accessibilityViolations(page);
    expect(violations.filter((violation) => violation.id === 'color-contrast')).toEqual([]);

    await leadCard(page, late.name).getByRole('button', { name: 'Move to...' }).click();
    await page.getByRole('menuitem', { name: 'Contacted', exact: true }).click();
    await overdue.waitFor({ state: 'detached' });
    await page.getByText('Lead updated successfully').waitFor();
    await page.reload();
    await waitForBoard(page);
    await shownLeadCard(page, late.name);
    expect(await replyBadge(page, late.name).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('links from staff alerts', () => {
  it('open the linked lead’s detail after the login, from a signed-out browser', async () => {
    const lead = await unansweredLead('Kira', 10);
    const { context, page, errors } = await openPage(browser, 'desktop');
    await page.goto(`${baseUrl}/admin?lead=${String(lead.id)}`);
    await page.getByRole('heading', { level: 1, name: 'Admin Login' }).waitFor();

    await page.getByLabel('Username').fill(testAdmin.email);
    await page.getByLabel('Password', { exact: true }).fill(testAdmin.password);
    await page.getByRole('button', { name: 'Secure Login' }).click();

    const dialog = page.getByRole('dialog', { name: lead.name, exact: true });
    await dialog.getByRole('region', { name: 'Conversation' }).waitFor();
    expect(await leadCard(page, lead.name).getAttribute('data-linked')).toBe('true');
    await dialog.getByRole('button', { name: 'Close dialog' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.waitForURL(`${baseUrl}/admin`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('open the linked career application in its detail, over its tab', async () => {
    const [firstName, lastName] = uniquePersonName('Linh').split(' ') as [string, string];
    const email = `${firstName.toLowerCase()}.${lastName.toLowerCase()}@example.com`;
    await sendCareerApplication(baseUrl, {
      firstName,
      lastName,
      email,
      phone: '+84 28 3822 6190',
      linkedinUrl: '',
      position: 'DevOps Engineer',
      description: 'Five years running Kubernetes clusters for logistics companies in Vietnam.',
    });
    const [application] = await findCareerSubmissionsByEmail(databaseUrl, email);
    if (application === undefined) throw new Error('The application was not stored');
    const { context, page, errors } = await openCrm(browser, 'phone', baseUrl);

    await page.goto(`${baseUrl}/admin?application=${String(application.id)}`);

    const detail = page.getByRole('dialog', { name: `${firstName} ${lastName}`, exact: true });
    await detail.getByText('Five years running Kubernetes clusters').waitFor();
    await detail.getByRole('button', { name: 'Close dialog' }).click();
    await detail.waitFor({ state: 'detached' });
    await page.waitForURL(`${baseUrl}/admin/hiring`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('say why an unknown or malformed id opens nothing', async () => {
    const { context, page, errors } = await openCrm(browser, 'desktop', baseUrl);
    await page.goto(`${baseUrl}/admin?lead=abc`);
    await page.getByRole('alert').filter({ hasText: '"abc" is not a lead number.' }).waitFor();
    await page.goto(`${baseUrl}/admin?lead=987654`);
    await page
      .getByRole('alert')
      .filter({ hasText: 'Lead 987654 was not found. It may have been deleted.' })
      .waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    await page.goto(`${baseUrl}/admin?application=987654`);
    await page
      .getByRole('alert')
      .filter({ hasText: 'Career application 987654 was not found.' })
      .waitFor();
    // The unknown lead and application are asked of the server, whose 404s the browser logs;
    // nothing else may fail.
    expect(errors).toEqual(
      Array.from(
        { length: 2 },
        () => 'Failed to load resource: the server responded with a status of 404 (Not Found)',
      ),
    );
    await context.close();
  });
});

describe('one person, one card', () => {
  it('shows three requests from one address as one card with three enquiries, linked to their job application', async () => {
    const name = uniquePersonName('Noor');
    const [firstName, lastName] = name.split(' ') as [string, string];
    const email = `${firstName.toLowerCase()}.${lastName.toLowerCase()}@example.com`;
    const request = {
      name,
      email,
      contact: '+61 412 345 678',
      company: 'Acme Pty Ltd',
      teamSize: '4-7',
      message: 'We need two React developers.',
    };
    await sendContactRequest(baseUrl, request);
    await sendContactRequest(baseUrl, { ...request, email: email.toUpperCase(), message: '' });
    await sendContactRequest(baseUrl, {
      ...request,
      contact: '+61 400 999 888',
      message: 'Could we start next month?',
    });
    await sendCareerApplication(baseUrl, {
      firstName,
      lastName,
      email,
      phone: '+61 400 999 888',
      linkedinUrl: '',
      position: 'DevOps Engineer',
      description: 'Also a DevOps engineer myself, looking for a role while we talk about a team.',
    });
    const { context, page, errors } = await openCrm(browser, 'desktop', baseUrl);

    const card = leadCard(page, name);
    expect(await card.count()).toBe(1);
    expect(await card.textContent()).toMatch(/3 enquiries, latest /);
    await card.getByRole('button', { name: 'View Notes' }).click();
    const notes = page.getByRole('dialog', { name: `Notes for ${name}` });
    await notes.getByText(/: Could we start next month\?/).waitFor();
    expect(await notes.getByText(/^New enquiry on .+ UTC: \(no message\)$/).count()).toBe(1);
    expect(
      await notes.getByText('Phone changed from +61 412 345 678 to +61 400 999 888').count(),
    ).toBe(1);
    await notes.getByRole('button', { name: 'Close dialog' }).click();
    await notes.waitFor({ state: 'detached' });

    await card.getByRole('link', { name: /^application #\d+$/ }).click();
    // The application's detail opens over the board, and its lead link opens the lead's in turn.
    const application = page.getByRole('dialog', { name, exact: true });
    await application.getByText('Also a DevOps engineer myself').waitFor();
    await application.getByRole('link', { name: /^lead #\d+$/ }).click();

    // The application's drawer slides out as the lead's slides in: the lead's has its message.
    const detail = page
      .getByRole('dialog', { name, exact: true })
      .filter({ has: page.getByRole('region', { name: 'Message' }) });
    await detail.getByText('Could we start next month?').first().waitFor();
    await detail.getByRole('button', { name: 'Close dialog' }).click();
    await detail.waitFor({ state: 'detached' });
    expect(await card.isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});
