import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import {
  ensureTestAdmin,
  isTokenAccepted,
  loginThroughApi,
  storeAdminToken,
  testAdmin,
} from './support/admin.ts';
import { toast, waitForBoard } from './support/admin-page.ts';
import { deviceNames, browserForThisFile, openPage } from './support/browser.ts';

const baseUrl = inject('baseUrl');
const databaseUrl = inject('databaseUrl');
await ensureTestAdmin(databaseUrl);
const browser = await browserForThisFile();

const loginHeading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Admin Login' });
const usernameField = (page: Page) => page.getByLabel('Username');
const passwordField = (page: Page) => page.getByLabel('Password', { exact: true });
const submitButton = (page: Page) =>
  page.getByRole('button', { name: /Secure Login|Authenticating/ });
const storedToken = (page: Page) => page.evaluate(() => window.localStorage.getItem('admin-token'));

/**
 * Fills and sends the form at once, as a password manager would. The server takes a form sent
 * within a second of being shown for a bot's; the form holds such a login back until then.
 */
async function logInThroughForm(page: Page, password: string) {
  await usernameField(page).fill(testAdmin.email);
  await passwordField(page).fill(password);
  await submitButton(page).click();
}

describe.each(deviceNames)('admin login on a %s', (device) => {
  it('shows the login form with its fields, toggle, trap and security note', async () => {
    const { context, page, errors } = await openPage(browser, device);
    await page.goto(`${baseUrl}/admin`);
    await loginHeading(page).waitFor();

    expect(await usernameField(page).getAttribute('type')).toBe('email');
    expect(await passwordField(page).getAttribute('type')).toBe('password');
    await page.getByRole('button', { name: 'Show password' }).click();
    expect(await passwordField(page).getAttribute('type')).toBe('text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    expect(await passwordField(page).getAttribute('type')).toBe('password');
    expect(await submitButton(page).textContent()).toBe('Secure Login');
    expect(await page.getByText(/^Protected by multi-layered security/).isVisible()).toBe(true);

    const trap = page.locator('input[name="website_hp"]');
    const trapBox = await trap.boundingBox();
    expect(trapBox === null || trapBox.x + trapBox.width <= 0).toBe(true);
    expect(await trap.getAttribute('tabindex')).toBe('-1');
    expect(await trap.getAttribute('autocomplete')).toBe('off');
    expect(
      await trap.evaluate((input) => input.closest('[aria-hidden="true"][inert]') !== null),
    ).toBe(true);
    expect(await trap.inputValue()).toBe('');
    expect(errors).toEqual([]);
    await context.close();
  });

  it("refuses a wrong password with 'Login Failed' and stays on the form", async () => {
    const { context, page } = await openPage(browser, device);
    await page.goto(`${baseUrl}/admin`);
    await loginHeading(page).waitFor();
    await logInThroughForm(page, 'not the password at all');

    await toast(page).getByText('Login Failed').waitFor();
    expect(await toast(page).textContent()).toContain('Invalid credentials');
    expect(await loginHeading(page).isVisible()).toBe(true);
    expect(await submitButton(page).isEnabled()).toBe(true);
    expect(await storedToken(page)).toBeNull();
    await context.close();
  });

  it('logs in with the right password, stays logged in across a reload, and logs out for good', async () => {
    const { context, page, errors } = await openPage(browser, device);
    await page.goto(`${baseUrl}/admin`);
    await loginHeading(page).waitFor();
    // Held until the busy state has been checked, so the check never races the server.
    const { promise: loginReleased, resolve: releaseLogin } = Promise.withResolvers<undefined>();
    await page.route('**/trpc/auth.login**', async (route) => {
      await loginReleased;
      await route.continue();
    });
    await logInThroughForm(page, testAdmin.password);

    expect(await submitButton(page).textContent()).toBe('Authenticating...');
    expect(await submitButton(page).isDisabled()).toBe(true);
    expect(await usernameField(page).isDisabled()).toBe(true);
    expect(await passwordField(page).isDisabled()).toBe(true);
    releaseLogin(undefined);

    await waitForBoard(page);
    await toast(page).getByText('Successfully logged in to admin panel').waitFor();
    const token = await storedToken(page);
    expect(token).not.toBeNull();

    await page.reload();
    await waitForBoard(page);
    expect(await loginHeading(page).count()).toBe(0);

    await page.getByRole('button', { name: 'Logout' }).click();
    await loginHeading(page).waitFor();
    await toast(page).getByText('Logged out', { exact: true }).waitFor();
    expect(await toast(page).textContent()).toContain('You have been securely logged out');
    expect(await storedToken(page)).toBeNull();
    expect(await page.getByRole('heading', { name: 'CRM' }).count()).toBe(0);
    expect(await isTokenAccepted(baseUrl, token ?? '')).toBe(false);

    await page.reload();
    await loginHeading(page).waitFor();
    expect(errors.filter((error) => !error.includes('401'))).toEqual([]);
    await context.close();
  });

  it('returns to the login form without an error when the stored token is dead', async () => {
    const { context, page } = await openPage(browser, device);
    const token = await loginThroughApi(baseUrl);
    await fetch(`${baseUrl}/api/admin/logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    await storeAdminToken(context, token);
    await page.goto(`${baseUrl}/admin`);

    await loginHeading(page).waitFor();
    expect(await toast(page).count()).toBe(0);
    expect(await page.getByRole('heading', { name: 'CRM' }).count()).toBe(0);
    await context.close();
  });
});
