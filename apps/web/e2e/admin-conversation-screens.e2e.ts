import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import type {
  MailTemplateDto,
  MessagePreview,
  ReceivedMessageDto,
  SentMessageDto,
  Timeline,
  UnmatchedMessageDto,
} from '@app/domain';
import { createLead, ensureTestAdmin } from './support/admin.ts';
import { adminAreaView, areaLink, openAdminArea, openCrm, toast } from './support/admin-page.ts';
import { accessibilityViolations } from './support/axe.ts';
import { browserForThisFile, deviceNames } from './support/browser.ts';
import { findLeadsByEmail } from './support/database.ts';

const baseUrl = inject('baseUrl');
const databaseUrl = inject('databaseUrl');
await ensureTestAdmin(databaseUrl);
const browser = await browserForThisFile();

/*
 * The conversation screens in a real browser, their procedures answered in the page: what the
 * browser does with a message's HTML (the sandbox, the policies, the remote images) does not
 * depend on where the answers come from. The whole flow against the server is
 * admin-conversations.e2e.ts.
 */

/** Answers one tRPC procedure in the page, as its server would (httpLink: one call a request). */
async function answerProcedure(page: Page, path: string, answer: (input: unknown) => unknown) {
  await page.route(
    (url) => url.pathname === `/trpc/${path}`,
    async (route) => {
      const request = route.request();
      const raw =
        request.method() === 'POST'
          ? request.postData()
          : new URL(request.url()).searchParams.get('input');
      const input: unknown = raw === null || raw === '' ? undefined : JSON.parse(raw);
      await route.fulfill({ json: { result: { data: answer(input) } } });
    },
  );
}

const tracker = 'https://tracker.example/pixel.gif';
const onePixelGif = Buffer.from(
  'R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7',
  'base64',
);

/** Counts the requests for the tracking pixel that reach the network. */
async function countTrackerRequests(page: Page): Promise<() => number> {
  let count = 0;
  await page.route(tracker, async (route) => {
    count += 1;
    await route.fulfill({ body: onePixelGif, contentType: 'image/gif' });
  });
  return () => count;
}

/** A reply that tries everything a hostile e-mail could, should the server's sanitiser miss it. */
const hostileHtml = [
  '<p>Thanks, <b>Tuesday 10am</b> works for us.</p>',
  '<script>alert("script ran")</script>',
  // Broken image data: its error handler would run at once, with no request made.
  '<img src="data:image/png;base64,AAAA" onerror="alert(\'handler ran\')" alt="">',
  `<p><img src="${tracker}" alt="logo" width="40" height="40"></p>`,
  '<p><a href="https://example.com/agenda">The agenda</a></p>',
].join('');

function sentTo(email: string, name: string): SentMessageDto {
  return {
    id: 1,
    direction: 'sent',
    subject: 'Re: your enquiry to Bamboo Bridge Teams',
    text: `Hi ${name.split(' ')[0] ?? ''},\n\nThanks for your enquiry. When would suit you for a call?`,
    html: null,
    hasRemoteImages: false,
    attachments: [],
    at: '2026-11-20T02:00:00.000Z',
    to: email,
    staffName: 'Sam Staff',
    status: 'sent',
    deliveryError: null,
  };
}

function timelineFor(leadId: number, email: string, name: string): Timeline {
  const sent = sentTo(email, name);
  const reply: ReceivedMessageDto = {
    id: 2,
    direction: 'received',
    subject: 'Re: your enquiry to Bamboo Bridge Teams',
    text: 'Thanks, Tuesday 10am works for us.',
    html: hostileHtml,
    hasRemoteImages: true,
    attachments: [
      { id: 5, fileName: 'team-structure.pdf', contentType: 'application/pdf', byteSize: 84_000 },
    ],
    at: '2026-11-20T05:00:00.000Z',
    fromName: name,
    fromAddress: email,
    kind: 'reply',
  };
  return {
    record: { kind: 'lead', id: leadId },
    replyWaiting: true,
    entries: [
      { type: 'message', at: sent.at, message: sent },
      {
        type: 'stage',
        at: '2026-11-20T02:01:00.000Z',
        stage: 'Contacted',
        note: 'Stage changed from New to Contacted',
        staffName: 'Sam Staff',
      },
      { type: 'message', at: reply.at, message: reply },
      { type: 'note', at: '2026-11-20T06:00:00.000Z', id: 9, note: 'Call booked for Tuesday' },
      {
        type: 'message',
        at: '2026-11-20T07:00:00.000Z',
        message: {
          ...sent,
          id: 6,
          at: '2026-11-20T07:00:00.000Z',
          status: 'failed',
          deliveryError: '550 5.1.1 mailbox unavailable',
        },
      },
      {
        type: 'message',
        at: '2026-11-20T07:05:00.000Z',
        message: {
          ...reply,
          id: 7,
          html: null,
          hasRemoteImages: false,
          attachments: [],
          kind: 'automatic',
          subject: 'Out of office',
          text: 'I am away until Monday.',
          at: '2026-11-20T07:05:00.000Z',
        },
      },
    ],
  };
}

const templates: MailTemplateDto[] = [
  {
    id: 1,
    name: 'Call follow-up',
    subject: 'Following up on our call, {{firstName}}',
    body: 'Hi {{firstName}},\n\nThanks for the call today. As promised, here is what we discussed for {{company}}.',
    updatedAt: '2026-11-20T00:00:00.000Z',
  },
];

const drawer = (page: Page, name: string) => page.getByRole('dialog', { name, exact: true });

/** Console lines of the browser refusing what the frame's sandbox and policies forbid. */
const refusedByFrame = (line: string) =>
  /Content Security Policy|Blocked script execution in 'about:srcdoc'/.test(line);

describe.each(deviceNames)('the conversation in a lead’s drawer on a %s', (device) => {
  it('shows hostile HTML inert, loads remote images only when asked, and writes an e-mail through a preview', async () => {
    const request = await createLead(baseUrl, 'Hana', { company: 'Harbour Freight' });
    const [lead] = await findLeadsByEmail(databaseUrl, request.email);
    if (lead === undefined) throw new Error('The lead was not stored');
    const { context, page, errors } = await openCrm(browser, device, baseUrl);
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const trackerRequests = await countTrackerRequests(page);
    await answerProcedure(page, 'conversations.timeline', () =>
      timelineFor(lead.id, request.email, request.name),
    );
    await answerProcedure(page, 'mailTemplates.list', () => templates);
    const preview: MessagePreview = {
      to: request.email,
      from: 'Sam Staff <hello@bamboobridgeteams.com.au>',
      subject: `Following up on our call, ${request.name.split(' ')[0] ?? ''}`,
      text: 'Hi,\n\nThanks for the call today.',
      html: `<p>Hi ${request.name.split(' ')[0] ?? ''},</p><p>Thanks for the call today. As promised, here is what we discussed for Harbour Freight.</p><p>Position: </p>`,
      emptyFields: ['position'],
    };
    const previewInputs: unknown[] = [];
    await answerProcedure(page, 'conversations.preview', (input) => {
      previewInputs.push(input);
      return preview;
    });
    const sendInputs: unknown[] = [];
    await answerProcedure(page, 'conversations.send', (input) => {
      sendInputs.push(input);
      return { ...sentTo(request.email, request.name), id: 3, status: 'waiting' };
    });

    await page.goto(`${baseUrl}/admin?lead=${String(lead.id)}`);
    const detail = drawer(page, request.name);
    await detail.waitFor();
    const conversation = detail.getByRole('region', { name: 'Conversation' });
    const reply = conversation.getByRole('article', {
      name: `E-mail from ${request.name}`,
      exact: true,
    });
    await reply.waitFor();
    const frame = reply.locator('iframe');
    await frame.scrollIntoViewIfNeeded();
    const content = page.frameLocator(`iframe[title="E-mail from ${request.name}"]`);
    await content.getByText('Tuesday 10am').waitFor();
    // The logo's box is there, its picture not fetched.
    expect(
      await content
        .getByRole('img', { name: 'logo' })
        .evaluate((image) => (image as HTMLImageElement).naturalWidth),
    ).toBe(0);
    expect(trackerRequests()).toBe(0);
    await page.screenshot({ path: `/tmp/conv-web-${device}-timeline.png` });
    await conversation.screenshot({ path: `/tmp/conv-web-${device}-conversation.png` });
    expect(await accessibilityViolations(page, { sandboxedFrames: true })).toEqual([]);

    await reply.getByRole('button', { name: 'Show remote images' }).click();
    await expect.poll(trackerRequests).toBe(1);
    await expect
      .poll(() =>
        content
          .getByRole('img', { name: 'logo' })
          .evaluate((image) => (image as HTMLImageElement).naturalWidth),
      )
      .toBe(1);
    // Nothing in the e-mail ran, before or after.
    expect(dialogs).toEqual([]);
    expect(await page.evaluate(() => document.title)).toMatch(/^Admin/);
    expect(errors.filter((line) => !refusedByFrame(line))).toEqual([]);

    await conversation.getByRole('button', { name: 'Send e-mail' }).click();
    const form = conversation.getByRole('form', { name: 'New e-mail' });
    await form.waitFor();
    await form.getByLabel('Template').selectOption('Call follow-up');
    await form.getByRole('button', { name: 'Insert' }).click();
    expect(await form.getByLabel('Message').inputValue()).toBe(templates[0]?.body);
    await form.getByLabel('Message').press('End');
    await form
      .getByLabel('Message')
      .pressSequentially('\n\nWhich position was it again? {{position}}');
    await form.screenshot({ path: `/tmp/conv-web-${device}-compose.png` });
    expect(await accessibilityViolations(page, { sandboxedFrames: true })).toEqual([]);
    await form.getByRole('button', { name: 'Preview' }).click();

    const shown = conversation.getByRole('region', { name: 'Preview' });
    await shown.getByText('Some merge fields have no value for this person').waitFor();
    await page
      .frameLocator('iframe[title="The e-mail as it will be sent"]')
      .getByText('Harbour Freight')
      .waitFor();
    await shown.screenshot({ path: `/tmp/conv-web-${device}-preview.png` });
    expect(await accessibilityViolations(page, { sandboxedFrames: true })).toEqual([]);
    expect(previewInputs).toEqual([
      {
        record: { kind: 'lead', id: lead.id },
        subject: templates[0]?.subject,
        body: `${templates[0]?.body ?? ''}\n\nWhich position was it again? {{position}}`,
      },
    ]);
    await shown.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => toast(page).textContent()).toContain('E-mail queued for sending');
    expect(sendInputs).toEqual(previewInputs);
    await conversation.getByRole('button', { name: 'Send e-mail' }).waitFor();
    // The drawer never grows wider than the screen.
    expect(await detail.evaluate((element) => element.scrollWidth <= element.clientWidth + 1)).toBe(
      true,
    );
    await context.close();
  });
});

describe.each(deviceNames)('the mail areas on a %s', (device) => {
  it('Templates and Unmatched mail open from the tab bar and stay at their address on a reload', async () => {
    const { context, page, errors } = await openCrm(browser, device, baseUrl);
    await answerProcedure(page, 'mailTemplates.list', () => templates);
    const unmatched: UnmatchedMessageDto = {
      id: 31,
      direction: 'received',
      subject: 'Do you have Go developers?',
      text: 'Hello, we are a logistics start-up looking for two Go developers.',
      html: null,
      hasRemoteImages: false,
      attachments: [],
      at: '2026-11-21T00:00:00.000Z',
      fromName: 'Priya Nair',
      fromAddress: 'priya@example.org',
      kind: 'reply',
      suggestions: [],
    };
    await answerProcedure(page, 'conversations.unmatched', () => ({
      items: [unmatched],
      nextCursor: null,
    }));

    const templatesView = await openAdminArea(page, 'Templates');
    await templatesView.getByRole('article', { name: 'Call follow-up' }).waitFor();
    await page.reload();
    await adminAreaView(page, 'Templates')
      .getByRole('article', { name: 'Call follow-up' })
      .waitFor();
    expect(await areaLink(page, 'Templates').getAttribute('aria-current')).toBe('page');
    await page.screenshot({ path: `/tmp/conv-web-${device}-templates.png` });
    expect(await accessibilityViolations(page, { sandboxedFrames: true })).toEqual([]);

    const unmatchedView = await openAdminArea(page, 'Unmatched mail');
    const card = unmatchedView.getByRole('article', { name: 'Do you have Go developers?' });
    await card.waitFor();
    await page.reload();
    await adminAreaView(page, 'Unmatched mail')
      .getByRole('article', { name: 'Do you have Go developers?' })
      .waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/unmatched');
    await card.getByRole('button', { name: 'Read' }).click();
    await card.getByRole('button', { name: 'Link to…' }).click();
    await page.getByRole('dialog', { name: 'Link the e-mail' }).waitFor();
    await page.screenshot({ path: `/tmp/conv-web-${device}-unmatched.png` });
    expect(await accessibilityViolations(page, { sandboxedFrames: true })).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
