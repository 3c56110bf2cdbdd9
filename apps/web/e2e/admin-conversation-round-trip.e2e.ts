import { afterAll, describe, expect, inject, it } from 'vitest';
import { createCleanups, rawMail, startImapServer, startSmtpSink } from '@app/testing';
import { createLead, ensureTestAdmin, testAdmin } from './support/admin.ts';
import { leadCard, openCrm } from './support/admin-page.ts';
import { browserForThisFile } from './support/browser.ts';
import { findLeadsByEmail } from './support/database.ts';
import { startSiteServer } from './support/server-process.ts';

const databaseUrl = inject('databaseUrl');
const cleanups = createCleanups();
afterAll(() => cleanups.run());

const mailFromAddress = 'conversations@bamboobridgeteams.com.au';
const replyToAddress = 'replies@bamboobridgeteams.com.au';

/*
 * A server of this file's own, on the run's database, that sends mail and reads replies: the
 * other admin files rely on theirs having no SMTP_URL (mail waits in the outbox there). Its
 * SMTP server is a real one in this process, its mailbox a throw-away dovecot.
 */
async function startMailingServer() {
  const smtp = await startSmtpSink();
  cleanups.add(() => smtp.close());
  const imap = await startImapServer();
  cleanups.add(() => imap.close());
  const server = await startSiteServer({
    database: { url: databaseUrl },
    environment: {
      SMTP_URL: smtp.url,
      MAIL_FROM: `Bamboo Bridge Teams <${mailFromAddress}>`,
      LEAD_ALERT_TO: 'sales@bamboobridgeteams.com.au',
      REPLY_TO_ADDRESS: replyToAddress,
      IMAP_URL: imap.url,
      // Dovecot announces new mail by IDLE at once; the poll is only the safety net behind it.
      IMAP_POLL_INTERVAL_MS: '2000',
    },
  });
  cleanups.add(() => server.stop());
  return { smtp, imap, server };
}

// A failed start stops what did start: a file that fails to load runs no afterAll.
const { smtp, imap, server } = await startMailingServer().catch(async (error: unknown) => {
  await cleanups.run();
  throw error;
});
await ensureTestAdmin(databaseUrl);
const browser = await browserForThisFile();

const fieldOf = (headers: Map<string, string>, name: string): string => {
  const value = headers.get(name);
  if (value === undefined) throw new Error(`The sent e-mail has no ${name} header`);
  return value;
};

describe('a conversation with a lead, end to end', () => {
  it('staff send from the drawer, the mail server gets it with its headers, and the client’s reply comes back into the same timeline', async () => {
    const request = await createLead(server.baseUrl, 'Rosa', { company: 'Harbourline Freight' });
    const [stored] = await findLeadsByEmail(databaseUrl, request.email);
    expect(stored?.firstReplyAt ?? null).toBeNull();
    const { context, page, errors } = await openCrm(browser, 'desktop', server.baseUrl);

    await leadCard(page, request.name).getByText('Harbourline Freight').click();
    const drawer = page.getByRole('dialog', { name: request.name, exact: true });
    const conversation = drawer.getByRole('region', { name: 'Conversation' });
    await conversation.getByRole('button', { name: 'Send e-mail' }).click();
    const form = conversation.getByRole('form', { name: 'New e-mail' });
    const subject = 'Two React developers for Harbourline Freight';
    await form.getByLabel('Subject').fill(subject);
    await form
      .getByLabel('Message')
      .fill('Hi Rosa,\n\nWe have two developers ready to start in March. Shall we talk on Monday?');
    await form.getByRole('button', { name: 'Preview' }).click();
    const preview = conversation.getByRole('region', { name: 'Preview' });
    await preview.getByText(subject).waitFor();
    await preview.getByRole('button', { name: 'Send' }).click();

    const sent = await smtp.waitForMail((mail) => mail.recipients.includes(request.email));
    // Staff's name (their login) with MAIL_FROM's address; the answer goes to the conversation.
    expect(fieldOf(sent.headers, 'from')).toBe(`"${testAdmin.email}" <${mailFromAddress}>`);
    expect(fieldOf(sent.headers, 'subject')).toBe(subject);
    const replyTo = fieldOf(sent.headers, 'reply-to');
    expect(replyTo).toMatch(/^replies\+[0-9a-f]{32}@bamboobridgeteams\.com\.au$/);
    expect(sent.messageId).toMatch(/^<[0-9a-f-]{36}@bamboobridgeteams\.com\.au>$/);
    expect(sent.raw).toContain('We have two developers ready to start in March.');

    // From another address of theirs, so only the reply address and the thread can find the lead.
    const replyText = 'Monday at ten suits us. Please send the two profiles before then.';
    await imap.deliver(
      rawMail({
        from: `${request.name} <rosa.mobile@example.net>`,
        to: replyTo,
        subject: `Re: ${subject}`,
        inReplyTo: sent.messageId,
        references: sent.messageId,
        text: replyText,
      }),
    );

    // The open drawer reads its timeline again on its own while it is on screen.
    const reply = conversation.getByRole('article', {
      name: `E-mail from ${request.name}`,
      exact: true,
    });
    await reply.waitFor({ timeout: 30_000 });
    expect(await reply.textContent()).toContain(replyText);
    const sentEntry = conversation.getByRole('article', { name: /^E-mail from .+ to / });
    expect(await sentEntry.textContent()).toContain('Sent');

    // The sent e-mail was the lead's first reply.
    const [answered] = await findLeadsByEmail(databaseUrl, request.email);
    expect(answered?.firstReplyAt).toBeInstanceOf(Date);

    await page.reload();
    await leadCard(page, request.name).getByText('Reply waiting').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
