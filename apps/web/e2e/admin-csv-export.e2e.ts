import { readFile } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import {
  createLead,
  ensureTestAdmin,
  sendCareerApplication,
  uniquePersonName,
} from './support/admin.ts';
import { openAdminArea, openCrm, waitForBoard } from './support/admin-page.ts';
import { browserForThisFile, deviceNames } from './support/browser.ts';

const baseUrl = inject('baseUrl');
const databaseUrl = inject('databaseUrl');
await ensureTestAdmin(databaseUrl);
const browser = await browserForThisFile();

/** Clicks the view's Export CSV button and reads the file the browser saved. */
async function exportFrom(page: Page, view: Locator): Promise<{ name: string; text: string }> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    view.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  return {
    name: download.suggestedFilename(),
    text: await readFile(await download.path(), 'utf8'),
  };
}

describe.each(deviceNames)('the CSV exports on a %s', (device) => {
  it('download what each view shows, its search and filter applied, for Excel', async () => {
    const word = uniquePersonName('Export').split(' ')[1] ?? '';
    const bigTeam = await createLead(baseUrl, 'Greta', {
      company: `${word} Freight`,
      teamSize: '16+',
    });
    const smallTeam = await createLead(baseUrl, 'Hugo', {
      company: `${word} Bakery`,
      teamSize: '1-3',
    });
    const applicant = uniquePersonName('Ines').split(' ') as [string, string];
    await sendCareerApplication(baseUrl, {
      firstName: applicant[0],
      lastName: applicant[1],
      email: `${applicant[1].toLowerCase()}@example.com`,
      phone: '+84 28 3822 6190',
      linkedinUrl: '',
      position: 'DevOps Engineer',
      description: `Ran the ${word} clusters for five years.`,
    });
    const { context, page, errors } = await openCrm(browser, device, baseUrl);
    await page.goto(`${baseUrl}/admin?q=${word}&teamSize=16%2B`);
    await waitForBoard(page);

    // The board's export sits with the filters in the tabs' row; the lists' in their panels.
    const leads = await exportFrom(page, page.getByRole('main'));
    expect(leads.name).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(leads.text.startsWith('\uFEFF')).toBe(true);
    expect(leads.text).toContain(bigTeam.email);
    expect(leads.text).not.toContain(smallTeam.email);
    expect(leads.text.trimEnd().split('\r\n')).toHaveLength(2);

    const contacts = await exportFrom(page, await openAdminArea(page, 'Contact Submissions'));
    expect(contacts.name).toMatch(/^contact-submissions-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(contacts.text.startsWith('\uFEFF')).toBe(true);
    expect(contacts.text).toContain(`${word} Freight`);
    expect(contacts.text).not.toContain(`${word} Bakery`);

    const careers = await exportFrom(page, await openAdminArea(page, 'Career Submissions'));
    expect(careers.name).toMatch(/^career-submissions-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(careers.text.startsWith('\uFEFF')).toBe(true);
    const [, row, ...others] = careers.text.trimEnd().split('\r\n');
    expect(others).toEqual([]);
    expect(row).toContain(applicant[1]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
