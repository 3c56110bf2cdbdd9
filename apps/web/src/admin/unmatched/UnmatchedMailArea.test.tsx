import { notifications } from '@mantine/notifications';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { UnmatchedMessageDto } from '@app/domain';
import {
  createTestAdminApi,
  fakeTrpcServer,
  renderWithAdminApi,
  testApplication,
  testLead,
  TrpcRefusal,
  type ProcedureHandler,
} from '../admin-test-utils.tsx';
import { UnmatchedMailArea } from './UnmatchedMailArea.tsx';

afterEach(() => {
  act(() => {
    notifications.clean();
  });
});

const fromOlivia: UnmatchedMessageDto = {
  id: 21,
  direction: 'received',
  subject: 'Question about pricing',
  text: 'Hello,\n\nwhat would two developers cost?',
  html: '<p>Hello,</p><p>what would two developers cost?</p><img src="https://tracker.example/p.gif">',
  hasRemoteImages: true,
  attachments: [],
  at: '2026-11-22T01:00:00.000Z',
  fromName: 'Olivia Hart',
  fromAddress: 'olivia@example.com',
  kind: 'reply',
  suggestions: [
    { kind: 'lead', id: 7 },
    { kind: 'application', id: 1 },
  ],
};

const stranger: UnmatchedMessageDto = {
  ...fromOlivia,
  id: 22,
  subject: 'Hello',
  text: 'Who are you?',
  html: null,
  hasRemoteImages: false,
  fromName: null,
  fromAddress: 'someone@example.net',
  suggestions: [],
};

function renderArea(handlers: Record<string, ProcedureHandler> = {}) {
  let messages = [fromOlivia, stranger];
  const server = fakeTrpcServer({
    'conversations.unmatched': () => ({ items: messages, nextCursor: null }),
    'leads.get': () => testLead(),
    'applications.get': () => testApplication(),
    'conversations.link': (input) => {
      messages = messages.filter(
        (message) => message.id !== (input as { messageId: number }).messageId,
      );
      return { success: true };
    },
    'conversations.discard': (input) => {
      messages = messages.filter(
        (message) => message.id !== (input as { messageId: number }).messageId,
      );
      return { success: true };
    },
    ...handlers,
  });
  renderWithAdminApi(<UnmatchedMailArea />, createTestAdminApi(server, 'token'));
  return { server, user: userEvent.setup() };
}

describe('the Unmatched mail area', () => {
  it('lists each e-mail with its sender, subject, time and the start of its text', async () => {
    renderArea();
    const card = await screen.findByRole('article', { name: 'Question about pricing' });
    expect(card).toHaveTextContent('From Olivia Hart <olivia@example.com>');
    expect(card).toHaveTextContent('Hello, what would two developers cost?');
    expect(within(card).getByRole('time')).toHaveAttribute('datetime', fromOlivia.at);
    expect(screen.getByRole('article', { name: 'Hello' })).toHaveTextContent(
      'From someone@example.net',
    );
  });

  it('opens an e-mail to read in a sandbox, its remote images held back', async () => {
    const { user } = renderArea();
    const card = await screen.findByRole('article', { name: 'Question about pricing' });
    const read = within(card).getByRole('button', { name: 'Read' });
    expect(read).toHaveAttribute('aria-expanded', 'false');
    await user.click(read);
    const frame = within(card).getByTitle('E-mail from Olivia Hart <olivia@example.com>');
    expect(frame.getAttribute('sandbox')).not.toContain('allow-scripts');
    expect(frame.getAttribute('srcdoc')).toContain('img-src data:;');
    expect(document.querySelector('img[src^="https://tracker.example"]')).toBeNull();
    expect(within(card).getByRole('button', { name: 'Show remote images' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Hide' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('links an e-mail to a suggested record, offered first and named', async () => {
    const { server, user } = renderArea();
    const card = await screen.findByRole('article', { name: 'Question about pricing' });
    await user.click(within(card).getByRole('button', { name: 'Link to…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Link the e-mail' });
    const choices = within(dialog).getAllByRole('radio');
    expect(choices).toHaveLength(3);
    expect(choices[0]).toBeChecked();
    expect(await within(dialog).findByText('Lead: Olivia Hart (#7)')).toBeInTheDocument();
    expect(await within(dialog).findByText('Application: Minh Tran (#1)')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('radio', { name: 'Application: Minh Tran (#1)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Link' }));
    expect(await screen.findByText('E-mail linked')).toBeInTheDocument();
    expect(server.inputsOf('conversations.link')).toEqual([
      { messageId: 21, record: { kind: 'application', id: 1 } },
    ]);
    await waitFor(() => {
      expect(
        screen.queryByRole('article', { name: 'Question about pricing' }),
      ).not.toBeInTheDocument();
    });
  });

  it('links to a record entered by its number, refusing one that is not a number', async () => {
    const { server, user } = renderArea({
      'conversations.link': () => {
        throw new TrpcRefusal('NOT_FOUND', 404, 'Lead not found');
      },
    });
    const card = await screen.findByRole('article', { name: 'Hello' });
    await user.click(within(card).getByRole('button', { name: 'Link to…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Link the e-mail' });
    expect(
      within(dialog).getByRole('radio', { name: 'Another lead or application' }),
    ).toBeChecked();

    await user.type(within(dialog).getByLabelText(/^Number/), 'twelve');
    await user.click(within(dialog).getByRole('button', { name: 'Link' }));
    expect(
      await within(dialog).findByText('Enter the number of a lead or an application'),
    ).toBeInTheDocument();
    expect(server.calls()).not.toContain('conversations.link');

    await user.clear(within(dialog).getByLabelText(/^Number/));
    await user.type(within(dialog).getByLabelText(/^Number/), '999');
    await user.click(within(dialog).getByRole('button', { name: 'Link' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The e-mail was not linked: Lead not found',
    );
    expect(server.inputsOf('conversations.link')).toEqual([
      { messageId: 22, record: { kind: 'lead', id: 999 } },
    ]);
  });

  it('discards an e-mail only once confirmed', async () => {
    const { server, user } = renderArea();
    const card = await screen.findByRole('article', { name: 'Hello' });
    await user.click(within(card).getByRole('button', { name: 'Discard' }));
    const dialog = await screen.findByRole('dialog', { name: 'Discard e-mail' });
    expect(dialog).toHaveTextContent('Discard the e-mail from someone@example.net?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(server.calls()).not.toContain('conversations.discard');

    await user.click(within(card).getByRole('button', { name: 'Discard' }));
    const again = await screen.findByRole('dialog', { name: 'Discard e-mail' });
    await user.click(within(again).getByRole('button', { name: 'Discard' }));
    expect(await screen.findByText('E-mail discarded')).toBeInTheDocument();
    expect(server.inputsOf('conversations.discard')).toEqual([{ messageId: 22 }]);
    await waitFor(() => {
      expect(screen.queryByRole('article', { name: 'Hello' })).not.toBeInTheDocument();
    });
  });
});
