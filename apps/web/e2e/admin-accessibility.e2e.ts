import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { createLead, ensureTestAdmin, sendCareerApplication } from './support/admin.ts';
import { leadCard, openAdminArea, openCrm } from './support/admin-page.ts';
import { accessibilityViolations } from './support/axe.ts';
import { deviceNames, browserForThisFile, openPage } from './support/browser.ts';

const baseUrl = inject('baseUrl');
const databaseUrl = inject('databaseUrl');
await ensureTestAdmin(databaseUrl);
const { name: leadName } = await createLead(baseUrl, 'Chloe');
await sendCareerApplication(baseUrl, {
  firstName: 'Khoa',
  lastName: 'Nguyen',
  email: 'khoa@example.com',
  phone: '+84 28 3822 6190',
  linkedinUrl: 'https://www.linkedin.com/in/khoa-example',
  position: 'Technical Lead',
  description: 'Led a team of eight building logistics software for Australian clients.',
});
const browser = await browserForThisFile();

/** Scans once every transition has finished: a half-faded dialog would fail on contrast. */
async function violations(page: Page): Promise<{ id: string; targets: string[] }[]> {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
  return accessibilityViolations(page);
}

describe.each(deviceNames)('admin accessibility on a %s', (device) => {
  it('axe finds no violations on the login form, also when it shows its errors', async () => {
    const { context, page } = await openPage(browser, device);
    await page.goto(`${baseUrl}/admin`);
    await page.getByRole('heading', { level: 1, name: 'Admin Login' }).waitFor();
    expect(await violations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Secure Login' }).click();
    await page.getByText('Username is required').waitFor();
    expect(await violations(page)).toEqual([]);
    await context.close();
  });

  // Seven full axe audits of the CRM in one session: about 60 s on a busy two-core machine.
  it(
    'axe finds no violations in the CRM: the board, each tab, a card menu and the dialogs',
    { timeout: 180_000 },
    async () => {
      // The board searched for this file's lead: the other files' leads (this run shares their
      // database) would make the scan depend on which cards they left where.
      const { context, page } = await openCrm(browser, device, baseUrl, { q: leadName });
      expect(await page.locator('h1').count()).toBe(1);
      expect(await violations(page)).toEqual([]);

      await leadCard(page, leadName).getByRole('button', { name: 'Move to...' }).click();
      await page.getByRole('menu').waitFor();
      expect(await violations(page)).toEqual([]);
      await page.keyboard.press('Escape');

      await leadCard(page, leadName).getByRole('button', { name: 'View Notes' }).click();
      await page
        .getByRole('dialog')
        .getByText(/No notes yet|Stage changed/)
        .first()
        .waitFor();
      expect(await violations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });

      await leadCard(page, leadName).getByRole('button', { name: 'Mark as Won' }).click();
      await page.getByRole('dialog', { name: 'Enter Deal Value' }).waitFor();
      expect(await violations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });

      await leadCard(page, leadName).getByRole('button', { name: 'Delete Lead' }).click();
      await page.getByRole('dialog', { name: 'Delete Lead' }).waitFor();
      expect(await violations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });

      // The lists without the board's search: the career list holds no lead's name.
      await page.getByPlaceholder('Name, e-mail, company, phone or message').fill('');
      for (const tab of ['Contact Submissions', 'Career Submissions'] as const) {
        await (await openAdminArea(page, tab)).getByRole('article').first().waitFor();
        expect(await violations(page)).toEqual([]);
      }
      await context.close();
    },
  );
});
