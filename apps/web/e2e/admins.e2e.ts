import { randomInt } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { openDatabase } from '@app/db';
import { quietTestLogger } from '@app/db/testing';
import { ensureTestAdmin, testAdmin } from './support/admin.ts';
import { areaLink, openAdminArea, openCrm, toast } from './support/admin-page.ts';
import { accessibilityViolations } from './support/axe.ts';
import { browserForThisFile, deviceNames, openPage } from './support/browser.ts';

const baseUrl = inject('baseUrl');
const databaseUrl = inject('databaseUrl');
await ensureTestAdmin(databaseUrl);
const browser = await browserForThisFile();

/** How many admins the server's database holds. */
async function adminCount(): Promise<number> {
  const orm = await openDatabase({ clientUrl: databaseUrl, logger: quietTestLogger, poolMax: 1 });
  try {
    const [row] = await orm.em
      .getConnection()
      .execute<{ count: number }[]>('select count(*)::int as count from admin_users');
    return row?.count ?? 0;
  } finally {
    await orm.close();
  }
}

const adminRow = (page: Page, username: string): Locator =>
  page.getByTestId('admin-row').filter({ hasText: username });

const auditRows = (page: Page): Locator => page.getByTestId('audit-row');

/** Scans once every transition has finished: a half-faded dialog would fail on contrast. */
async function violations(page: Page): Promise<{ id: string; targets: string[] }[]> {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
  return accessibilityViolations(page);
}

async function chooseOption(page: Page, field: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: field }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('admins managed in the admin screen', () => {
  it('adds an admin who must choose a password, ends their session, refuses to remove the last admin, and audits it all', async () => {
    const secondEmail = `second-${String(randomInt(1_000_000))}@bamboobridgeteams.com.au`;
    const newPassword = 'a private passphrase of my own';

    // The first admin, at a desk, adds a second one and reads the temporary password once.
    const first = await openCrm(browser, 'desktop', baseUrl);
    const owner = first.page;
    await openAdminArea(owner, 'Admins');
    await owner.getByRole('button', { name: 'Add admin' }).click();
    const addDialog = owner.getByRole('dialog', { name: 'Add admin' });
    await addDialog.getByLabel(/^E-mail address/).fill(secondEmail);
    await addDialog.getByRole('button', { name: 'Add admin' }).click();
    const temporaryPassword = (
      (await addDialog.getByTestId('temporary-password').textContent()) ?? ''
    ).trim();
    expect(temporaryPassword).toMatch(/^[A-Za-z0-9_-]{24}$/);
    await addDialog.getByRole('button', { name: 'Done' }).click();
    await expect.poll(() => adminRow(owner, secondEmail).textContent()).toContain('Never');

    // The second admin logs in on a phone with it and must choose their own before anything else.
    const second = await openPage(browser, 'phone');
    const phone = second.page;
    await phone.goto(`${baseUrl}/admin`);
    await phone.getByLabel('Username').fill(secondEmail);
    await phone.getByLabel('Password', { exact: true }).fill(temporaryPassword);
    await phone.getByRole('button', { name: 'Secure Login' }).click();
    await phone.getByRole('heading', { level: 1, name: 'Choose a new password' }).waitFor();
    expect(await phone.getByRole('navigation', { name: 'CRM sections' }).count()).toBe(0);
    await phone.getByLabel(/^Temporary password/).fill(temporaryPassword);
    await phone.getByLabel(/^New password/).fill(newPassword);
    await phone.getByLabel(/^Repeat the new password/).fill(newPassword);
    await phone.getByRole('button', { name: 'Save and continue' }).click();
    await phone.getByRole('heading', { level: 1, name: 'CRM' }).waitFor();

    // The first admin sees their login, and logs them out everywhere (a lost phone).
    await owner.reload();
    await openAdminArea(owner, 'Admins');
    await expect.poll(() => adminRow(owner, secondEmail).textContent()).not.toContain('Never');
    expect(await adminRow(owner, secondEmail).textContent()).not.toContain('Temporary password');
    await owner.getByRole('button', { name: `End sessions: ${secondEmail}` }).click();
    const endDialog = owner.getByRole('dialog', { name: 'End sessions' });
    await endDialog.getByRole('button', { name: 'End sessions' }).click();
    await expect.poll(() => toast(owner).textContent()).toContain('Sessions ended');

    // The phone's next call is refused: it is back at the login form (whether or not the area
    // showed for a moment before the refusal came, so only the link is clicked here).
    await areaLink(phone, 'Admins').click();
    await phone.getByRole('heading', { level: 1, name: 'Admin Login' }).waitFor();
    expect(await phone.evaluate(() => window.localStorage.getItem('admin-token'))).toBeNull();

    // The Audit tab lists what happened, and filters by admin.
    await openAdminArea(owner, 'Audit');
    await auditRows(owner).first().waitFor();
    await chooseOption(owner, 'Admin', secondEmail);
    await expect
      .poll(() => auditRows(owner).allTextContents())
      .toEqual([
        expect.stringContaining('Changed their password'),
        expect.stringContaining('Logged in'),
      ]);
    await chooseOption(owner, 'Admin', testAdmin.email);
    await expect
      .poll(async () => (await auditRows(owner).allTextContents()).slice(0, 2))
      .toEqual([
        expect.stringContaining('Ended a session'),
        expect.stringContaining('Added an admin'),
      ]);
    for (const row of await auditRows(owner).allTextContents())
      expect(row).toContain(testAdmin.email);

    // Removing the second admin works; removing the last one is refused.
    await openAdminArea(owner, 'Admins');
    await owner.getByRole('button', { name: `Remove: ${secondEmail}` }).click();
    await owner
      .getByRole('dialog', { name: 'Remove admin' })
      .getByRole('button', { name: 'Remove' })
      .click();
    await adminRow(owner, secondEmail).waitFor({ state: 'detached' });
    // The refusal needs the test admin to be the only one: no other browser test leaves one.
    expect(await adminCount()).toBe(1);
    await owner.getByRole('button', { name: `Remove: ${testAdmin.email}` }).click();
    await owner
      .getByRole('dialog', { name: 'Remove admin' })
      .getByRole('button', { name: 'Remove' })
      .click();
    await expect
      .poll(() => toast(owner).textContent())
      .toContain('This is the last admin: add another admin before removing this one.');
    expect(await adminCount()).toBe(1);

    await openAdminArea(owner, 'Audit');
    await chooseOption(owner, 'Action', 'Removed an admin');
    await expect.poll(() => auditRows(owner).first().textContent()).toContain(secondEmail);

    expect(first.errors.filter((error) => !error.includes('409'))).toEqual([]);
    await second.context.close();
    await first.context.close();
  });

  it.each(deviceNames)(
    "axe finds no violations on the Admins and Audit tabs and the new admin's first screen, on a %s",
    { timeout: 120_000 },
    async (device) => {
      const { context, page } = await openCrm(browser, device, baseUrl);
      await openAdminArea(page, 'Admins');
      await page.getByTestId('session-row').first().waitFor();
      expect(await violations(page)).toEqual([]);

      const email = `axe-${device}-${String(randomInt(1_000_000))}@bamboobridgeteams.com.au`;
      await page.getByRole('button', { name: 'Add admin' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add admin' });
      await dialog.getByLabel(/^E-mail address/).fill(email);
      await dialog.getByRole('button', { name: 'Add admin' }).click();
      const temporaryPassword = (
        (await dialog.getByTestId('temporary-password').textContent()) ?? ''
      ).trim();
      expect(await violations(page)).toEqual([]);
      await dialog.getByRole('button', { name: 'Done' }).click();

      await openAdminArea(page, 'Audit');
      await auditRows(page).first().waitFor();
      expect(await violations(page)).toEqual([]);

      const newcomer = await openPage(browser, device);
      await newcomer.page.goto(`${baseUrl}/admin`);
      await newcomer.page.getByLabel('Username').fill(email);
      await newcomer.page.getByLabel('Password', { exact: true }).fill(temporaryPassword);
      await newcomer.page.getByRole('button', { name: 'Secure Login' }).click();
      await newcomer.page
        .getByRole('heading', { level: 1, name: 'Choose a new password' })
        .waitFor();
      expect(await violations(newcomer.page)).toEqual([]);
      await newcomer.context.close();

      // The next test file finds the test admin alone again.
      await openAdminArea(page, 'Admins');
      await page.getByRole('button', { name: `Remove: ${email}` }).click();
      await page
        .getByRole('dialog', { name: 'Remove admin' })
        .getByRole('button', { name: 'Remove' })
        .click();
      await adminRow(page, email).waitFor({ state: 'detached' });
      await context.close();
    },
  );
});
