import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { createAdmin, totpCode, totpStep } from '@app/api';
import { openDatabase } from '@app/db';
import { quietTestLogger } from '@app/db/testing';
import { toast, waitForBoard } from './support/admin-page.ts';
import { accessibilityViolations } from './support/axe.ts';
import { browserForThisFile, openPage, type DeviceName } from './support/browser.ts';
import { startSiteServer } from './support/server-process.ts';

const databaseUrl = inject('databaseUrl');

// A server of this file's own, where every admin must use two-factor login, on the run's database.
const server = await startSiteServer({
  database: { url: databaseUrl },
  environment: { REQUIRE_TWO_FACTOR: 'true' },
});
afterAll(async () => {
  await server.stop();
});
const browser = await browserForThisFile();

/** An admin of this file alone: the other files' admin keeps logging in with a password only. */
const admin = {
  email: `two-factor-${randomUUID().slice(0, 8)}@bamboobridgeteams.com.au`,
  password: 'two factor e2e correct horse battery',
};
const orm = await openDatabase({ clientUrl: databaseUrl, logger: quietTestLogger, poolMax: 1 });
await createAdmin({ em: orm.em.fork(), input: admin });
await orm.close();

const loginHeading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Admin Login' });
const crmHeading = (page: Page) => page.getByRole('heading', { level: 1, name: 'CRM' });
const codeField = (page: Page) => page.getByLabel('Two-factor code');

async function openLogin(device: DeviceName) {
  const opened = await openPage(browser, device);
  await opened.page.goto(`${server.baseUrl}/admin`);
  await loginHeading(opened.page).waitFor();
  return opened;
}

/** The password step; the form holds back a login sent within a second of opening by itself. */
async function sendPassword(page: Page): Promise<void> {
  await page.getByLabel('Username').fill(admin.email);
  await page.getByLabel('Password', { exact: true }).fill(admin.password);
  await page.getByRole('button', { name: 'Secure Login' }).click();
}

/**
 * Console errors but the browser's note of a refused call: the tests send a wrong code on purpose
 * (400 at the set-up, 401 at the login).
 */
function unexpectedErrors(errors: readonly string[]): string[] {
  return errors.filter((error) => !/status of 40[01]\b/.test(error));
}

async function logOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Logout' }).click();
  await loginHeading(page).waitFor();
}

/** What the enrolment gave: the secret as the screen showed it, and the recovery codes. */
let secret = '';
let recoveryCodes: string[] = [];

describe('two-factor login, required for every admin', () => {
  it('sets it up from the QR screen after the password, then opens the CRM', async () => {
    const { context, page, errors } = await openLogin('phone');
    await sendPassword(page);

    await page.getByRole('heading', { level: 1, name: 'Set up two-factor login' }).waitFor();
    await page.getByRole('button', { name: 'Set up two-factor login' }).click();
    const qr = page.getByRole('img', { name: 'QR code for your authenticator app' });
    await qr.waitFor();
    expect((await qr.boundingBox())?.width).toBeGreaterThanOrEqual(150);
    secret =
      (await page.getByTestId('two-factor-manual-key').textContent())?.replace(/ /g, '') ?? '';
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(await accessibilityViolations(page)).toEqual([]);

    await page.getByLabel('Code from the app').fill('000000');
    await page.getByRole('button', { name: 'Turn on' }).click();
    await page.getByText(/That code is not right/).waitFor();
    await page.getByLabel('Code from the app').fill(totpCode(secret, totpStep(new Date())));
    await page.getByRole('button', { name: 'Turn on' }).click();

    const list = page.getByRole('list', { name: 'Recovery codes' });
    await list.waitFor();
    recoveryCodes = await list.getByRole('listitem').allTextContents();
    expect(recoveryCodes).toHaveLength(10);
    expect(await accessibilityViolations(page)).toEqual([]);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('recovery-codes.txt');
    await page.getByRole('button', { name: 'I have saved them' }).click();

    await crmHeading(page).waitFor();
    await waitForBoard(page);
    await logOut(page);
    expect(unexpectedErrors(errors)).toEqual([]);
    await context.close();
  });

  it('asks for the app’s code after the password, refuses a wrong one and takes the right one', async () => {
    const { context, page, errors } = await openLogin('desktop');
    await sendPassword(page);

    await codeField(page).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    expect(await codeField(page).getAttribute('inputmode')).toBe('numeric');
    expect(await codeField(page).getAttribute('autocomplete')).toBe('one-time-code');
    await codeField(page).fill('000000');
    await page.getByRole('button', { name: 'Verify' }).click();
    await toast(page).getByText('Invalid code').waitFor();
    expect(await codeField(page).inputValue()).toBe('');

    // The enrolment spent the current step's code; the app's next one is taken a step early.
    await codeField(page).fill(totpCode(secret, totpStep(new Date()) + 1));
    await page.getByRole('button', { name: 'Verify' }).click();
    await crmHeading(page).waitFor();
    expect(await page.evaluate(() => window.localStorage.getItem('admin-token'))).toMatch(
      /^[A-Za-z0-9_-]{43}$/,
    );
    await logOut(page);
    expect(unexpectedErrors(errors)).toEqual([]);
    await context.close();
  });

  it('takes a recovery code on a phone, once', async () => {
    const { context, page } = await openLogin('phone');
    await sendPassword(page);
    await codeField(page).waitFor();
    await page.getByRole('button', { name: 'Use a recovery code' }).click();
    const recoveryField = page.getByLabel('Recovery code');
    await recoveryField.waitFor();
    await recoveryField.fill(recoveryCodes[0] ?? '');
    await page.getByRole('button', { name: 'Verify' }).click();
    await crmHeading(page).waitFor();
    await logOut(page);

    await sendPassword(page);
    await page.getByRole('button', { name: 'Use a recovery code' }).click();
    await page.getByLabel('Recovery code').fill(recoveryCodes[0] ?? '');
    await page.getByRole('button', { name: 'Verify' }).click();
    await toast(page).getByText('Invalid code').waitFor();
    expect(await crmHeading(page).isVisible()).toBe(false);
    await context.close();
  });
});
