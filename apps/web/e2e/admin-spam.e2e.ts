import { describe, expect, inject, it } from 'vitest';
import { ensureTestAdmin, sendContactRequest, uniquePersonName } from './support/admin.ts';
import { leadCard, openAdminArea, openCrm, toast } from './support/admin-page.ts';
import { browserForThisFile } from './support/browser.ts';

const baseUrl = inject('baseUrl');
const databaseUrl = inject('databaseUrl');
await ensureTestAdmin(databaseUrl);
const browser = await browserForThisFile();

describe('the Spam tab', () => {
  it('shows a request the honeypot caught, and "Not spam" puts its lead on the board', async () => {
    const name = uniquePersonName('Nora');
    // What a bot sends: every field filled, the hidden one too. It is answered like any other.
    await sendContactRequest(baseUrl, {
      name,
      email: `${name.toLowerCase().replace(' ', '.')}@example.com`,
      contact: '+61 412 345 678',
      company: 'Acme Pty Ltd',
      teamSize: '4-7',
      message: 'Caught by the trap.',
      honeypot: 'https://spam.example',
    });
    const { context, page, errors } = await openCrm(browser, 'desktop', baseUrl);
    expect(await leadCard(page, name).count()).toBe(0);

    const panel = await openAdminArea(page, 'Spam');
    const card = panel.getByRole('article', { name, exact: true });
    await card.waitFor();
    // The text itself: the reason's badge shows it in capitals.
    const text = (await card.textContent()) ?? '';
    for (const shown of ['Hidden field filled', 'Consultation request', 'Caught by the trap.']) {
      expect(text).toContain(shown);
    }

    await card.getByRole('button', { name: 'Not spam' }).click();
    await expect.poll(() => toast(page).textContent()).toContain('Marked as not spam');
    await card.waitFor({ state: 'detached' });
    await openAdminArea(page, 'CRM Pipeline');
    await leadCard(page, name).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
