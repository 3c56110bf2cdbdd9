import { notifications } from '@mantine/notifications';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { mailTemplateTexts, mergeFieldLabels, type MailTemplateDto } from '@app/domain';
import {
  createTestAdminApi,
  fakeTrpcServer,
  renderWithAdminApi,
  TrpcRefusal,
  type ProcedureHandler,
} from '../admin-test-utils.tsx';
import { TemplatesArea } from './TemplatesArea.tsx';

afterEach(() => {
  act(() => {
    notifications.clean();
  });
});

const welcome: MailTemplateDto = {
  id: 3,
  name: 'Welcome',
  subject: 'Your developers, {{firstName}}',
  body: 'Hi {{firstName}},\n\nThanks for writing.',
  updatedAt: '2026-11-20T00:00:00.000Z',
};

function renderArea(handlers: Record<string, ProcedureHandler> = {}) {
  let templates = [welcome];
  const server = fakeTrpcServer({
    'mailTemplates.list': () => templates,
    'mailTemplates.create': (input) => {
      const created = { ...(input as MailTemplateDto), id: 8, updatedAt: welcome.updatedAt };
      templates = [...templates, created];
      return created;
    },
    'mailTemplates.update': (input) => {
      const updated = { ...(input as MailTemplateDto), updatedAt: welcome.updatedAt };
      templates = templates.map((template) => (template.id === updated.id ? updated : template));
      return updated;
    },
    'mailTemplates.remove': (input) => {
      templates = templates.filter((template) => template.id !== (input as { id: number }).id);
      return { success: true };
    },
    ...handlers,
  });
  renderWithAdminApi(<TemplatesArea />, createTestAdminApi(server, 'token'));
  return { server, user: userEvent.setup() };
}

describe('the Templates area', () => {
  it('lists the templates with their subject and text', async () => {
    renderArea();
    const card = await screen.findByRole('article', { name: 'Welcome' });
    expect(card).toHaveTextContent('Subject: Your developers, {{firstName}}');
    expect(card).toHaveTextContent('Thanks for writing.');
  });

  it('writes a new template, listing the merge fields it may use', async () => {
    const { server, user } = renderArea();
    await screen.findByRole('article', { name: 'Welcome' });
    await user.click(screen.getByRole('button', { name: 'New template' }));
    const dialog = await screen.findByRole('dialog', { name: 'New template' });
    const fields = within(dialog).getByRole('region', { name: 'Merge fields' });
    for (const [field, label] of Object.entries(mergeFieldLabels)) {
      expect(fields).toHaveTextContent(`{{${field}}}${label}`);
    }

    await user.type(within(dialog).getByLabelText(/^Name/), 'Follow-up');
    await user.type(within(dialog).getByLabelText(/^Subject/), 'Checking in');
    await user.type(
      within(dialog).getByLabelText(/^Message/),
      'Hi {{{{firstName}}, any news about {{{{company}}?',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save template' }));

    expect(await screen.findByText('Template saved')).toBeInTheDocument();
    expect(server.inputsOf('mailTemplates.create')).toEqual([
      {
        name: 'Follow-up',
        subject: 'Checking in',
        body: 'Hi {{firstName}}, any news about {{company}}?',
      },
    ]);
    expect(await screen.findByRole('article', { name: 'Follow-up' })).toBeInTheDocument();
  });

  it('refuses an unknown merge field with the rule’s message, and saves nothing', async () => {
    const { server, user } = renderArea();
    await screen.findByRole('article', { name: 'Welcome' });
    await user.click(screen.getByRole('button', { name: 'New template' }));
    const dialog = await screen.findByRole('dialog', { name: 'New template' });
    await user.type(within(dialog).getByLabelText(/^Name/), 'Nickname');
    await user.type(within(dialog).getByLabelText(/^Subject/), 'Hello');
    await user.type(within(dialog).getByLabelText(/^Message/), 'Hi {{{{nickname}}');
    await user.click(within(dialog).getByRole('button', { name: 'Save template' }));

    expect(
      await within(dialog).findByText(mailTemplateTexts.unknownField('nickname')),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Message/)).toHaveAttribute('aria-invalid', 'true');
    expect(server.calls()).not.toContain('mailTemplates.create');
  });

  it('shows the server’s refusal in the dialog and keeps what was typed', async () => {
    const { user } = renderArea({
      'mailTemplates.update': () => {
        throw new TrpcRefusal('CONFLICT', 409, 'A template is already named Pricing');
      },
    });
    const card = await screen.findByRole('article', { name: 'Welcome' });
    await user.click(within(card).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Welcome' });
    const name = within(dialog).getByLabelText(/^Name/);
    expect(name).toHaveValue('Welcome');
    expect(within(dialog).getByLabelText(/^Message/)).toHaveValue(welcome.body);
    await user.clear(name);
    await user.type(name, 'Pricing');
    await user.click(within(dialog).getByRole('button', { name: 'Save template' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The template was not saved: A template is already named Pricing',
    );
    expect(name).toHaveValue('Pricing');
  });

  it('edits a template', async () => {
    const { server, user } = renderArea();
    const card = await screen.findByRole('article', { name: 'Welcome' });
    await user.click(within(card).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Welcome' });
    await user.clear(within(dialog).getByLabelText(/^Subject/));
    await user.type(within(dialog).getByLabelText(/^Subject/), 'Welcome aboard');
    await user.click(within(dialog).getByRole('button', { name: 'Save template' }));
    await waitFor(() => {
      expect(server.inputsOf('mailTemplates.update')).toEqual([
        { id: 3, name: 'Welcome', subject: 'Welcome aboard', body: welcome.body },
      ]);
    });
    await waitFor(() => {
      expect(screen.getByRole('article', { name: 'Welcome' })).toHaveTextContent(
        'Subject: Welcome aboard',
      );
    });
  });

  it('deletes a template once confirmed', async () => {
    const { server, user } = renderArea();
    const card = await screen.findByRole('article', { name: 'Welcome' });
    await user.click(within(card).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete template' });
    expect(dialog).toHaveTextContent('Delete the template Welcome?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Template deleted')).toBeInTheDocument();
    expect(server.inputsOf('mailTemplates.remove')).toEqual([{ id: 3 }]);
    expect(await screen.findByText('No templates yet.')).toBeInTheDocument();
  });
});
