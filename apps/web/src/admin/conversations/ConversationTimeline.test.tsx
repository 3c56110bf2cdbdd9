import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReceivedMessageDto, SentMessageDto, Timeline } from '@app/domain';
import {
  captureDownloads,
  createTestAdminApi,
  fakeTrpcServer,
  renderWithAdminApi,
  type StartedDownload,
} from '../admin-test-utils.tsx';
import { ConversationTimeline } from './ConversationTimeline.tsx';

const messageBase = {
  html: null,
  hasRemoteImages: false,
  attachments: [],
};

const waiting: SentMessageDto = {
  ...messageBase,
  id: 1,
  direction: 'sent',
  subject: 'Re: your enquiry to Bamboo Bridge Teams',
  text: 'Hi Olivia, when can we talk?',
  at: '2026-11-20T02:00:00.000Z',
  to: 'olivia@example.com',
  staffName: 'Sam Staff',
  status: 'waiting',
  deliveryError: null,
};

const failed: SentMessageDto = {
  ...waiting,
  id: 2,
  text: 'Second try',
  at: '2026-11-20T03:00:00.000Z',
  staffName: null,
  status: 'failed',
  deliveryError: '550 mailbox unavailable',
};

/** A reply written to do harm: script, handlers, a javascript: link and a tracking pixel. */
const hostileHtml = [
  '<p>Thanks, <b>Tuesday</b> works.</p>',
  '<script>window.hostileRan = true</script>',
  '<img src="https://tracker.example/pixel.gif" onerror="window.hostileRan = true" alt="">',
  '<a href="javascript:window.hostileRan=true">click</a>',
].join('');

const reply: ReceivedMessageDto = {
  id: 3,
  direction: 'received',
  subject: 'Re: your enquiry',
  text: 'Thanks, Tuesday works.',
  html: hostileHtml,
  hasRemoteImages: true,
  attachments: [{ id: 9, fileName: 'brief.pdf', contentType: 'application/pdf', byteSize: 2048 }],
  at: '2026-11-21T01:00:00.000Z',
  fromName: 'Olivia Hart',
  fromAddress: 'olivia@example.com',
  kind: 'reply',
};

const autoReply: ReceivedMessageDto = {
  ...messageBase,
  id: 4,
  direction: 'received',
  subject: 'Out of office',
  text: 'I am away until Monday.',
  at: '2026-11-21T02:00:00.000Z',
  fromName: null,
  fromAddress: 'olivia@example.com',
  kind: 'automatic',
};

const timeline: Timeline = {
  record: { kind: 'lead', id: 7 },
  replyWaiting: true,
  entries: [
    {
      type: 'stage',
      at: '2026-11-20T01:30:00.000Z',
      stage: 'Contacted',
      note: 'Stage changed from New to Contacted',
      staffName: 'Sam Staff',
    },
    { type: 'message', at: waiting.at, message: waiting },
    { type: 'message', at: failed.at, message: failed },
    { type: 'note', at: '2026-11-20T04:00:00.000Z', id: 5, note: 'Called, no answer' },
    { type: 'message', at: reply.at, message: reply },
    { type: 'message', at: autoReply.at, message: autoReply },
  ],
};

function renderTimeline(answer: () => unknown = () => timeline) {
  const server = fakeTrpcServer({ 'conversations.timeline': answer });
  const api = createTestAdminApi(server, 'token');
  renderWithAdminApi(
    <ConversationTimeline record={{ kind: 'lead', id: 7 }} personName="Olivia Hart" />,
    api,
  );
  return { server, api, user: userEvent.setup() };
}

/** The frame the received e-mail's HTML is shown in. */
const replyFrame = () => screen.getByTitle<HTMLIFrameElement>('E-mail from Olivia Hart');

/** The image sources the frame's own policy lets load. */
function frameImagePolicy(frame: HTMLIFrameElement): string | undefined {
  const document = new DOMParser().parseFromString(frame.srcdoc, 'text/html');
  const policy = document
    .querySelector('meta[http-equiv="Content-Security-Policy"]')
    ?.getAttribute('content');
  return policy
    ?.split(';')
    .map((directive) => directive.trim())
    .find((directive) => directive.startsWith('img-src'));
}

describe('the conversation timeline', () => {
  let downloads: StartedDownload[];
  beforeEach(() => {
    downloads = captureDownloads();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('lists e-mails, notes and stage changes oldest first, with who, delivery and automatic mail', async () => {
    const { server } = renderTimeline();
    const list = await screen.findByRole('list', { name: 'Conversation with Olivia Hart' });
    expect(server.inputsOf('conversations.timeline')).toEqual([{ kind: 'lead', id: 7 }]);
    const items = within(list).getAllByRole('listitem', { hidden: false });
    const entries = items.filter((item) => item.parentElement === list);
    expect(entries.map((entry) => entry.textContent)).toEqual([
      expect.stringMatching(/Moved to Contacted by Sam StaffStage changed from New to Contacted/),
      expect.stringContaining('Sam Staff to olivia@example.com'),
      expect.stringContaining('A former admin to olivia@example.com'),
      expect.stringContaining('Note: Called, no answer'),
      expect.stringContaining('Olivia Hart <olivia@example.com>'),
      expect.stringContaining('Out of office'),
    ]);

    const first = within(list).getByRole('article', {
      name: 'E-mail from Sam Staff to olivia@example.com',
    });
    expect(first).toHaveTextContent('Waiting to send');
    expect(first).toHaveTextContent('Hi Olivia, when can we talk?');
    const second = within(list).getByRole('article', {
      name: 'E-mail from A former admin to olivia@example.com',
    });
    expect(second).toHaveTextContent('Failed');
    expect(second).toHaveTextContent('Last try failed: 550 mailbox unavailable');

    const automatic = within(list).getByRole('article', {
      name: 'Automatic e-mail from olivia@example.com',
    });
    expect(automatic).toHaveTextContent('Automatic');
    expect(automatic).toHaveTextContent('it raised no alert');
    expect(automatic).toHaveTextContent('I am away until Monday.');
  });

  it('shows received HTML only inside a sandbox where nothing runs, remote images held back until asked', async () => {
    const { user } = renderTimeline();
    await screen.findByRole('list', { name: 'Conversation with Olivia Hart' });
    const frame = replyFrame();

    // Nothing of the hostile HTML is part of the admin's own document.
    expect(document.querySelector('script')).toBeNull();
    expect(document.querySelector('img[src^="https://tracker.example"]')).toBeNull();
    expect(document.querySelector('a[href^="javascript:"]')).toBeNull();
    expect(Reflect.get(window, 'hostileRan')).toBeUndefined();

    // The frame may not run script nor count as the admin's origin.
    const sandbox = frame.getAttribute('sandbox')?.split(/\s+/) ?? [];
    expect(frame.hasAttribute('sandbox')).toBe(true);
    expect(sandbox).not.toContain('allow-scripts');
    expect(sandbox).not.toContain('allow-same-origin');
    expect(sandbox).not.toContain('allow-forms');
    expect(frame.srcdoc).toContain('<p>Thanks, <b>Tuesday</b> works.</p>');
    // Its policy comes before the message, forbids script, and allows inline images only.
    expect(frame.srcdoc.indexOf('Content-Security-Policy')).toBeLessThan(
      frame.srcdoc.indexOf('<p>Thanks'),
    );
    expect(frame.srcdoc).toContain("default-src 'none'");
    expect(frameImagePolicy(frame)).toBe('img-src data:');

    await user.click(screen.getByRole('button', { name: 'Show remote images' }));
    expect(frameImagePolicy(replyFrame())).toBe('img-src data: https:');
    expect(screen.queryByRole('button', { name: 'Show remote images' })).not.toBeInTheDocument();
    expect(Reflect.get(window, 'hostileRan')).toBeUndefined();
  });

  it('puts back the addresses the server held aside only when staff ask for the images', async () => {
    const sanitised =
      '<p>Our logo:</p><img alt="logo" data-remote-src="https://cdn.example/logo.png">';
    const { user } = renderTimeline(() => ({
      ...timeline,
      entries: timeline.entries.map((entry) =>
        entry.type === 'message' && entry.message.direction === 'received'
          ? { ...entry, message: { ...entry.message, html: sanitised } }
          : entry,
      ),
    }));
    await screen.findByRole('list', { name: 'Conversation with Olivia Hart' });
    const imagesIn = (frame: HTMLIFrameElement) =>
      new DOMParser().parseFromString(frame.srcdoc, 'text/html').querySelectorAll('img[src]');
    expect(imagesIn(replyFrame())).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Show remote images' }));
    const [image] = imagesIn(replyFrame());
    expect(image?.getAttribute('src')).toBe('https://cdn.example/logo.png');
    expect(image?.hasAttribute('data-remote-src')).toBe(false);
  });

  it('prefers the plain text where the server kept no HTML', async () => {
    renderTimeline();
    const list = await screen.findByRole('list', { name: 'Conversation with Olivia Hart' });
    const first = within(list).getByRole('article', {
      name: 'E-mail from Sam Staff to olivia@example.com',
    });
    expect(within(first).queryByTitle(/E-mail from/)).toBeNull();
    expect(within(first).getByText('Hi Olivia, when can we talk?').tagName).toBe('P');
  });

  it('downloads an attachment with the session, as a file', async () => {
    const { server, user } = renderTimeline();
    const download = await screen.findByRole('button', { name: 'Download brief.pdf, 2 KB' });
    const fetchFile = vi.fn<typeof globalThis.fetch>(() =>
      Promise.resolve(
        new Response(new Blob(['%PDF']), {
          headers: { 'content-disposition': 'attachment; filename="brief.pdf"' },
        }),
      ),
    );
    server.mockImplementationOnce(fetchFile);
    await user.click(download);
    await vi.waitFor(() => {
      expect(downloads).toEqual([
        { href: 'blob:http://localhost/download', download: 'brief.pdf' },
      ]);
    });
    const [url, init] = fetchFile.mock.calls[0] ?? [];
    expect(url).toBe('/api/conversation-attachments/9');
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer token');
  });

  it('says when it could not be read', async () => {
    renderTimeline(() => {
      throw new Error('offline');
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The conversation could not be loaded',
    );
  });
});
