import { notifications } from '@mantine/notifications';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import {
  mailTemplateTexts,
  type MailTemplateDto,
  type MessagePreview,
  type SentMessageDto,
  type Timeline,
} from '@app/domain';
import {
  createTestAdminApi,
  fakeTrpcServer,
  renderWithAdminApi,
  testApplication,
  testLead,
  TrpcRefusal,
  type ProcedureHandler,
} from '../admin-test-utils.tsx';
import { ApplicationDrawer } from '../application-detail/ApplicationDrawer.tsx';
import { LeadDrawer } from '../lead-detail/LeadDrawer.tsx';

afterEach(() => {
  act(() => {
    notifications.clean();
  });
});

const lead = testLead();

const welcome: MailTemplateDto = {
  id: 3,
  name: 'Welcome',
  subject: 'Your developers, {{firstName}}',
  body: 'Hi {{firstName}},\n\nThanks for writing to us about {{position}}.',
  updatedAt: '2026-11-20T00:00:00.000Z',
};
const pricing: MailTemplateDto = {
  id: 4,
  name: 'Pricing',
  subject: 'Our prices',
  body: 'Our prices start at $4,000 a month.',
  updatedAt: '2026-11-20T00:00:00.000Z',
};

const emptyTimeline: Timeline = {
  record: { kind: 'lead', id: lead.id },
  entries: [],
  replyWaiting: false,
};

const preview: MessagePreview = {
  to: 'olivia@example.com',
  from: 'Sam Staff <hello@bamboobridgeteams.com.au>',
  subject: 'Your developers, Olivia',
  text: 'Hi Olivia,\n\nThanks for writing to us about .',
  html: '<p>Hi Olivia,</p><p>Thanks for writing to us about .</p>',
  emptyFields: ['position'],
};

const sent: SentMessageDto = {
  id: 40,
  direction: 'sent',
  subject: preview.subject,
  text: preview.text,
  html: null,
  hasRemoteImages: false,
  attachments: [],
  at: '2026-11-23T00:00:00.000Z',
  to: 'olivia@example.com',
  staffName: 'Sam Staff',
  status: 'waiting',
  deliveryError: null,
};

function renderLeadDrawer(handlers: Record<string, ProcedureHandler> = {}) {
  const server = fakeTrpcServer({
    'leads.get': () => lead,
    'leads.enquiries': () => [],
    'conversations.timeline': () => emptyTimeline,
    'mailTemplates.list': () => [welcome, pricing],
    'conversations.preview': () => preview,
    'conversations.send': () => sent,
    ...handlers,
  });
  renderWithAdminApi(
    <LeadDrawer leadId={lead.id} onClose={() => undefined} />,
    createTestAdminApi(server, 'token'),
  );
  return { server, user: userEvent.setup() };
}

async function openComposeForm(user: ReturnType<typeof userEvent.setup>) {
  const drawer = await screen.findByRole('dialog', { name: 'Olivia Hart' });
  const conversation = within(drawer).getByRole('region', { name: 'Conversation' });
  await user.click(within(conversation).getByRole('button', { name: 'Send e-mail' }));
  return within(conversation).getByRole('form', { name: 'New e-mail' });
}

describe('writing an e-mail from the lead’s drawer', () => {
  it('goes to the person’s address, under the lead’s default subject', async () => {
    const { user } = renderLeadDrawer();
    const form = await openComposeForm(user);
    const to = within(form).getByLabelText('To');
    expect(to).toHaveValue('olivia@example.com');
    expect(to).toHaveAttribute('readonly');
    expect(within(form).getByLabelText(/^Subject/)).toHaveValue(
      'Re: your enquiry to Bamboo Bridge Teams',
    );
    expect(within(form).getByLabelText(/^Message/)).toHaveFocus();
  });

  it('inserts templates with their merge fields as written, the first one’s subject replacing the default', async () => {
    const { user } = renderLeadDrawer();
    const form = await openComposeForm(user);
    const body = within(form).getByLabelText(/^Message/);
    await user.type(body, 'Hello again.');

    const picker = within(form).getByLabelText('Template');
    await within(form).findByRole('option', { name: 'Welcome' });
    await user.selectOptions(picker, 'Welcome');
    await user.click(within(form).getByRole('button', { name: 'Insert' }));
    await user.selectOptions(picker, 'Pricing');
    await user.click(within(form).getByRole('button', { name: 'Insert' }));

    expect(body).toHaveValue(`Hello again.\n\n${welcome.body}\n\n${pricing.body}`);
    expect(within(form).getByLabelText(/^Subject/)).toHaveValue(welcome.subject);
    // The picker is ready for the next one.
    expect(picker).toHaveValue('');
  });

  it('refuses an empty message before asking the server', async () => {
    const { server, user } = renderLeadDrawer();
    const form = await openComposeForm(user);
    await user.click(within(form).getByRole('button', { name: 'Preview' }));
    expect(await within(form).findByText(mailTemplateTexts.bodyRequired)).toBeInTheDocument();
    expect(server.calls()).not.toContain('conversations.preview');
  });

  it('previews exactly what will be sent, warns of empty merge fields, then sends that', async () => {
    const { server, user } = renderLeadDrawer();
    const form = await openComposeForm(user);
    await user.selectOptions(
      await within(form).findByLabelText('Template'),
      await within(form).findByRole('option', { name: 'Welcome' }),
    );
    await user.click(within(form).getByRole('button', { name: 'Insert' }));
    await user.click(within(form).getByRole('button', { name: 'Preview' }));

    const shown = await screen.findByRole('region', { name: 'Preview' });
    const input = {
      record: { kind: 'lead', id: lead.id },
      subject: welcome.subject,
      body: welcome.body,
    };
    expect(server.inputsOf('conversations.preview')).toEqual([input]);
    expect(shown).toHaveTextContent('olivia@example.com');
    expect(shown).toHaveTextContent('Sam Staff <hello@bamboobridgeteams.com.au>');
    expect(shown).toHaveTextContent('Your developers, Olivia');
    expect(shown).toHaveTextContent('Some merge fields have no value for this person');
    expect(shown).toHaveTextContent('Position: left empty in the e-mail');
    const frame = within(shown).getByTitle('The e-mail as it will be sent');
    expect(frame.getAttribute('srcdoc')).toContain(preview.html);

    await user.click(within(shown).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('E-mail queued for sending')).toBeInTheDocument();
    expect(server.inputsOf('conversations.send')).toEqual([input]);
    // The form closes, and the conversation is read again to show the e-mail.
    await waitFor(() => {
      expect(screen.queryByRole('region', { name: 'Preview' })).not.toBeInTheDocument();
    });
    await waitFor(() => {
      expect(server.inputsOf('conversations.timeline')).toHaveLength(2);
    });
    expect(screen.getByRole('button', { name: 'Send e-mail' })).toHaveFocus();
  });

  it('keeps the form and everything typed when sending fails, and says why', async () => {
    const { server, user } = renderLeadDrawer({
      'conversations.send': () => {
        throw new TrpcRefusal('PRECONDITION_FAILED', 412, 'Mail is not configured');
      },
    });
    const form = await openComposeForm(user);
    await user.type(within(form).getByLabelText(/^Message/), 'When can we talk?');
    await user.click(within(form).getByRole('button', { name: 'Preview' }));
    const shown = await screen.findByRole('region', { name: 'Preview' });
    await user.click(within(shown).getByRole('button', { name: 'Send' }));

    expect(await within(shown).findByRole('alert')).toHaveTextContent(
      'The e-mail was not sent: Mail is not configured',
    );
    expect(server.calls()).toContain('conversations.send');
    await user.click(within(shown).getByRole('button', { name: 'Edit' }));
    const editing = screen.getByRole('form', { name: 'New e-mail' });
    expect(within(editing).getByLabelText(/^Message/)).toHaveValue('When can we talk?');
  });

  it('says when the server could not be reached, the form kept', async () => {
    const { user } = renderLeadDrawer({
      'conversations.preview': () => {
        throw new Error('offline');
      },
    });
    const form = await openComposeForm(user);
    await user.type(within(form).getByLabelText(/^Message/), 'Hello');
    await user.click(within(form).getByRole('button', { name: 'Preview' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'The preview could not be made: the server did not answer',
    );
    expect(within(form).getByLabelText(/^Message/)).toHaveValue('Hello');
  });
});

describe('writing from the application’s drawer', () => {
  it('writes about the application, under its default subject naming the position', async () => {
    const application = testApplication();
    const server = fakeTrpcServer({
      'applications.get': () => application,
      'conversations.timeline': () => ({
        record: { kind: 'application', id: application.id },
        entries: [],
        replyWaiting: false,
      }),
      'mailTemplates.list': () => [],
      'conversations.preview': () => ({ ...preview, to: application.email, emptyFields: [] }),
    });
    renderWithAdminApi(
      <ApplicationDrawer applicationId={application.id} onClose={() => undefined} />,
      createTestAdminApi(server, 'token'),
    );
    const user = userEvent.setup();
    const drawer = await screen.findByRole('dialog', { name: 'Minh Tran' });
    await user.click(within(drawer).getByRole('button', { name: 'Send e-mail' }));
    const form = within(drawer).getByRole('form', { name: 'New e-mail' });
    expect(within(form).getByLabelText('To')).toHaveValue('minh@example.com');
    expect(within(form).getByLabelText(/^Subject/)).toHaveValue(
      'Re: your application for DevOps Engineer to Bamboo Bridge Teams',
    );
    expect(
      await within(form).findByText('No templates yet: add them under Templates.'),
    ).toBeInTheDocument();
    await user.type(within(form).getByLabelText(/^Message/), 'Thanks for applying.');
    await user.click(within(form).getByRole('button', { name: 'Preview' }));
    await screen.findByRole('region', { name: 'Preview' });
    expect(server.inputsOf('conversations.preview')).toEqual([
      {
        record: { kind: 'application', id: application.id },
        subject: 'Re: your application for DevOps Engineer to Bamboo Bridge Teams',
        body: 'Thanks for applying.',
      },
    ]);
  });
});
