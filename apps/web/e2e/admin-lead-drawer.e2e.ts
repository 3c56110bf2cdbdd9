import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import {
  callAdminMutation,
  ensureTestAdmin,
  loginThroughApi,
  sendContactRequest,
  uniquePersonName,
} from './support/admin.ts';
import { leadCard, openCrm, waitForBoard } from './support/admin-page.ts';
import { accessibilityViolations } from './support/axe.ts';
import { browserForThisFile, deviceNames } from './support/browser.ts';
import { findLeadsByEmail } from './support/database.ts';

const baseUrl = inject('baseUrl');
const databaseUrl = inject('databaseUrl');
await ensureTestAdmin(databaseUrl);
const browser = await browserForThisFile();

/** A lead from two consultation requests, moved on to Qualified: messages, submissions, notes. */
async function qualifiedLead(firstName: string) {
  const name = uniquePersonName(firstName);
  const email = `${name.toLowerCase().replace(' ', '.')}@example.com`;
  const request = {
    name,
    email,
    contact: '+61 412 345 678',
    company: 'Harbour Analytics',
    teamSize: '8-15',
    message: `We need a platform team.\n\n  Budget approved for Q1; contact ${'x'.repeat(120)}@example.com.`,
  };
  await sendContactRequest(baseUrl, request);
  await sendContactRequest(baseUrl, { ...request, message: 'Could we start next month?' });
  const [lead] = await findLeadsByEmail(databaseUrl, email);
  if (lead === undefined) throw new Error('The lead was not stored');
  await callAdminMutation(baseUrl, await loginThroughApi(baseUrl), 'leads.move', {
    id: lead.id,
    stage: 'qualified',
  });
  return { id: lead.id, name, message: request.message };
}

const drawer = (page: Page, name: string) => page.getByRole('dialog', { name, exact: true });

describe.each(deviceNames)('the lead detail on a %s', (device) => {
  it('opens from a card with the full message, its contact submissions and its timeline, and stays in the address', async () => {
    const lead = await qualifiedLead('Aria');
    const { context, page, errors } = await openCrm(browser, device, baseUrl);

    await leadCard(page, lead.name).getByText('Harbour Analytics').click();

    const detail = drawer(page, lead.name);
    await detail.waitFor();
    await page.waitForURL(`${baseUrl}/admin?lead=${String(lead.id)}`);
    const message = detail.getByRole('region', { name: 'Message' });
    expect(await message.locator('p').innerText()).toBe(lead.message);
    const submissions = detail.getByRole('list', { name: 'Contact submissions' });
    await submissions.getByText('Could we start next month?').waitFor();
    expect(await submissions.getByRole('article').count()).toBe(2);
    // One history: the conversation shows the stage change and the notes, each once.
    const timeline = detail.getByRole('region', { name: 'Conversation' });
    await timeline.getByText('Moved to Qualified', { exact: true }).waitFor();
    expect(await timeline.getByText(/New enquiry on /).count()).toBe(1);
    expect(await detail.getByText(/New enquiry on /).count()).toBe(1);
    expect(await detail.getByRole('region', { name: 'Notes and stage changes' }).count()).toBe(0);
    await timeline.getByPlaceholder('Add a new note...').fill('  Sent the rate card  ');
    await timeline.getByRole('button', { name: 'Add Note' }).click();
    await timeline.getByText('Note: Sent the rate card', { exact: true }).waitFor();
    expect(await detail.getByText('Sent the rate card').count()).toBe(1);
    expect(await timeline.getByPlaceholder('Add a new note...').inputValue()).toBe('');
    // The long address wraps inside the drawer instead of widening it.
    expect(await detail.evaluate((element) => element.scrollWidth <= element.clientWidth + 1)).toBe(
      true,
    );

    await page.reload();
    await drawer(page, lead.name).waitFor();
    await drawer(page, lead.name).getByRole('button', { name: 'Close dialog' }).click();
    await drawer(page, lead.name).waitFor({ state: 'detached' });
    await page.waitForURL(`${baseUrl}/admin`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('passes axe with the drawer open, and gives the focus back to the card when it closes', async () => {
    const lead = await qualifiedLead('Cleo');
    const { context, page } = await openCrm(browser, device, baseUrl);
    await leadCard(page, lead.name).getByText('Harbour Analytics').click();
    const detail = drawer(page, lead.name);
    await detail.getByText('Moved to Qualified', { exact: true }).waitFor();
    // Scanned once the drawer has slid in: a half-faded panel would fail on contrast.
    await page.waitForFunction(() =>
      document.getAnimations().every((animation) => animation.playState !== 'running'),
    );
    expect(await accessibilityViolations(page)).toEqual([]);

    await page.keyboard.press('Escape');
    await detail.waitFor({ state: 'detached' });
    const nameLink = leadCard(page, lead.name).getByRole('link', { name: lead.name });
    await expect
      .poll(() => nameLink.evaluate((link) => link === document.activeElement))
      .toBe(true);
    await context.close();
  });
});

describe('editing a lead in its detail', () => {
  it('saves value and probability, and the card shows them', async () => {
    const lead = await qualifiedLead('Bram');
    const { context, page, errors } = await openCrm(browser, 'desktop', baseUrl);
    await page.goto(`${baseUrl}/admin?teamSize=8-15`);
    await waitForBoard(page);
    await leadCard(page, lead.name).getByText('Harbour Analytics').click();
    const detail = drawer(page, lead.name);
    // The drawer opens over the filtered view, which keeps its filter.
    await page.waitForURL(
      (url) =>
        url.searchParams.get('teamSize') === '8-15' &&
        url.searchParams.get('lead') === String(lead.id),
    );

    await detail.getByRole('textbox', { name: 'Estimated value' }).fill('150');
    await detail.getByRole('textbox', { name: 'Probability' }).fill('101');
    await detail.getByRole('button', { name: 'Save' }).click();
    await detail.getByText('Probability must be a whole number from 0 to 100').waitFor();
    await detail.getByRole('textbox', { name: 'Estimated value' }).fill('25000');
    await detail.getByRole('textbox', { name: 'Probability' }).fill('60');
    await detail.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Lead updated successfully').waitFor();
    await detail.getByText('$25,000').waitFor();

    await detail.getByRole('button', { name: 'Close dialog' }).click();
    await detail.waitFor({ state: 'detached' });
    const card = leadCard(page, lead.name);
    await card.getByText('$25,000').waitFor();
    expect(await card.innerText()).toContain('60% probability');
    await page.reload();
    await waitForBoard(page);
    expect(await leadCard(page, lead.name).innerText()).toContain('$25,000');
    expect(errors).toEqual([]);
    await context.close();
  });
});
