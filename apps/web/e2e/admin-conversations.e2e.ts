import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { mailTemplateTexts } from '@app/domain';
import { createLead, ensureTestAdmin, uniquePersonName } from './support/admin.ts';
import { leadCard, openAdminArea, openCrm, toast } from './support/admin-page.ts';
import { browserForThisFile, deviceNames } from './support/browser.ts';
import { findLeadsByEmail } from './support/database.ts';

const baseUrl = inject('baseUrl');
const databaseUrl = inject('databaseUrl');
await ensureTestAdmin(databaseUrl);
const browser = await browserForThisFile();

/*
 * The conversations against the real server: templates kept, e-mails written from a drawer and
 * queued in the outbox (the browser tests' server has no SMTP_URL, so they wait there). The
 * screens alone, with hostile HTML and remote images, are admin-conversation-screens.e2e.ts.
 */

const drawer = (page: Page, name: string) => page.getByRole('dialog', { name, exact: true });

async function writeTemplate(
  page: Page,
  template: { name: string; subject: string; body: string },
) {
  const area = await openAdminArea(page, 'Templates');
  await area.getByRole('button', { name: 'New template' }).click();
  const dialog = page.getByRole('dialog', { name: 'New template' });
  await dialog.getByLabel('Name').fill(template.name);
  await dialog.getByLabel('Subject').fill(template.subject);
  await dialog.getByLabel('Message').fill(template.body);
  await dialog.getByRole('button', { name: 'Save template' }).click();
  return { area, dialog };
}

describe.each(deviceNames)('mail templates on a %s', (device) => {
  it('are written, refused with an unknown merge field, changed and deleted', async () => {
    const { context, page, errors } = await openCrm(browser, device, baseUrl);
    const name = `Welcome ${uniquePersonName('T')}`;

    const refused = await writeTemplate(page, {
      name,
      subject: 'Hello {{firstName}}',
      body: 'Hi {{nickname}}, thanks for writing.',
    });
    await refused.dialog.getByText(mailTemplateTexts.unknownField('nickname')).waitFor();
    await refused.dialog
      .getByLabel('Message')
      .fill('Hi {{firstName}}, thanks for writing to {{businessName}}.');
    await refused.dialog.getByRole('button', { name: 'Save template' }).click();
    await refused.dialog.waitFor({ state: 'detached' });
    const card = refused.area.getByRole('article', { name });
    await card.waitFor();
    expect(await card.textContent()).toContain('Subject: Hello {{firstName}}');

    await page.reload();
    await card.waitFor();
    await card.getByRole('button', { name: 'Edit' }).click();
    const editing = page.getByRole('dialog', { name: `Edit ${name}` });
    await editing.getByLabel('Subject').fill('Welcome, {{firstName}}');
    await editing.getByRole('button', { name: 'Save template' }).click();
    await card.getByText('Subject: Welcome, {{firstName}}').waitFor();

    await card.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete template' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await card.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe.each(deviceNames)('an e-mail from a lead’s drawer on a %s', (device) => {
  it('is written from a template, previewed with its fields filled, sent to the outbox and shown in the conversation', async () => {
    const request = await createLead(baseUrl, 'Ines', { company: 'Tidewater Labs' });
    const [lead] = await findLeadsByEmail(databaseUrl, request.email);
    if (lead === undefined) throw new Error('The lead was not stored');
    const firstName = request.name.split(' ')[0] ?? '';
    const { context, page, errors } = await openCrm(browser, device, baseUrl);
    const templateName = `Intro ${uniquePersonName('T')}`;
    await writeTemplate(page, {
      name: templateName,
      subject: 'Developers for {{company}}',
      body: 'Hi {{firstName}},\n\nWe have **two** developers ready for {{company}}. Position: {{position}}',
    });
    await page.getByText('Template saved').first().waitFor();
    await openAdminArea(page, 'CRM Pipeline');

    await leadCard(page, request.name).getByText('Tidewater Labs').click();
    const detail = drawer(page, request.name);
    const conversation = detail.getByRole('region', { name: 'Conversation' });
    await conversation.getByText('No e-mails, notes or stage changes yet.').waitFor();
    await conversation.getByRole('button', { name: 'Send e-mail' }).click();
    const form = conversation.getByRole('form', { name: 'New e-mail' });
    expect(await form.getByLabel('To').inputValue()).toBe(request.email);
    await form.getByLabel('Template').selectOption(templateName);
    await form.getByRole('button', { name: 'Insert' }).click();
    await form.getByRole('button', { name: 'Preview' }).click();

    const preview = conversation.getByRole('region', { name: 'Preview' });
    await preview.getByText('Developers for Tidewater Labs').waitFor();
    expect(await preview.textContent()).toContain('Position: left empty in the e-mail');
    const sentHtml = page.frameLocator('iframe[title="The e-mail as it will be sent"]');
    await sentHtml.getByText(`Hi ${firstName},`).waitFor();
    expect(await sentHtml.locator('strong').textContent()).toBe('two');
    await preview.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => toast(page).textContent()).toContain('E-mail queued for sending');

    const sent = conversation.getByRole('article', { name: /^E-mail from .+ to / });
    await sent.waitFor();
    const sentText = (await sent.textContent()) ?? '';
    expect(sentText).toContain('Developers for Tidewater Labs');
    expect(sentText).toContain('Waiting to send');
    // The sent e-mail answered the lead: its reply promise is kept.
    await expect
      .poll(() =>
        leadCard(page, request.name)
          .getByText(/^(Reply due|Overdue by)/)
          .count(),
      )
      .toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
