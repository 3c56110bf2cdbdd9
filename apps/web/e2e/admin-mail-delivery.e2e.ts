import { describe, expect, inject, it } from 'vitest';
import { createLead, ensureTestAdmin } from './support/admin.ts';
import { openCrm } from './support/admin-page.ts';
import { browserForThisFile, deviceNames } from './support/browser.ts';

const baseUrl = inject('baseUrl');
const databaseUrl = inject('databaseUrl');
await ensureTestAdmin(databaseUrl);
const browser = await browserForThisFile();

// The browser tests' server runs without SMTP_URL, as a fresh install does.
describe.each(deviceNames)('e-mail delivery on a %s', (device) => {
  it('the CRM says that alerts wait because e-mail is not configured, lists them, and retries one', async () => {
    const lead = await createLead(baseUrl, 'Mailwait');
    const { context, page } = await openCrm(browser, device, baseUrl);

    const notice = page.getByRole('region', { name: 'Staff e-mail alerts are not going out' });
    await notice.waitFor();
    expect(await notice.innerText()).toMatch(/\d+ e-mails? waiting: E-mail is not configured/);

    await notice.getByRole('button', { name: 'View messages' }).click();
    const dialog = page.getByRole('dialog', { name: 'E-mail deliveries' });
    const row = dialog.getByRole('listitem').filter({ hasText: lead.name });
    await row.waitFor();
    // textContent: the status badge is upper-cased by its style only.
    const rowText = await row.textContent();
    expect(rowText).toContain('Staff alert: new lead');
    expect(rowText).toContain('Waiting');
    expect(rowText).toContain('E-mail is not configured');

    // Both waits are set before the click: the list's refresh can answer before a wait set after
    // the retry's answer would be listening (it did, under load, in a clean-clone run).
    let retryAnswered = false;
    const retried = page.waitForResponse((response) => {
      if (!response.url().includes('/trpc/mail.retry')) return false;
      retryAnswered = true;
      return true;
    });
    const refreshed = page.waitForResponse(
      (response) => retryAnswered && response.url().includes('/trpc/mail.recent'),
    );
    await row.getByRole('button', { name: 'Retry now' }).click();
    expect((await retried).status()).toBe(200);
    // Still waiting, and still saying why: without SMTP nothing is dropped.
    await refreshed;
    expect(await row.innerText()).toContain('E-mail is not configured');
    await context.close();
  });
});
