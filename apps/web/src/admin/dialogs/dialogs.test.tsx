import { notifications } from '@mantine/notifications';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createTestAdminApi,
  fakeTrpcServer,
  renderWithAdminApi,
  testLead,
  TrpcRefusal,
} from '../admin-test-utils.tsx';
import { DealValueDialog } from './DealValueDialog.tsx';
import { DeleteLeadDialog, deleteSubmissionsLabel } from './DeleteLeadDialog.tsx';
import { LostReasonDialog } from './LostReasonDialog.tsx';
import { NotesDialog } from './NotesDialog.tsx';

afterEach(() => {
  act(() => {
    notifications.clean();
  });
});

const lead = testLead();
const noServer = () => createTestAdminApi(fakeTrpcServer({}));

function renderDealValueDialog() {
  const onSave = vi.fn();
  const onClose = vi.fn();
  renderWithAdminApi(
    <DealValueDialog opened lead={lead} onClose={onClose} onSave={onSave} />,
    noServer(),
  );
  return { onSave, onClose, user: userEvent.setup(), field: screen.getByLabelText('Value') };
}

const saveButton = () => screen.getByRole('button', { name: 'Save' });

describe('deal value dialog', () => {
  it("shows its title, the lead's name and company and the placeholder", () => {
    renderDealValueDialog();
    const dialog = screen.getByRole('dialog', { name: 'Enter Deal Value' });
    expect(within(dialog).getByText('Olivia Hart')).toBeInTheDocument();
    expect(within(dialog).getByText('Hart Logistics')).toBeInTheDocument();
    expect(screen.getByLabelText('Value')).toHaveAttribute(
      'placeholder',
      'Enter dollar amount (e.g., 50000)',
    );
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeEnabled();
  });

  it('keeps Save disabled while the input is empty or blank', async () => {
    const { user, field } = renderDealValueDialog();
    expect(saveButton()).toBeDisabled();
    await user.type(field, '   ');
    expect(saveButton()).toBeDisabled();
    await user.type(field, '5');
    expect(saveButton()).toBeEnabled();
  });

  it.each([
    ['$50,000', 50_000],
    ['50000', 50_000],
    ['USD 1,250.60', 1_251],
    [' 75 000 dollars ', 75_000],
  ])(
    'reads %j as %d once everything but digits, dot and minus is dropped',
    async (typed, value) => {
      const { onSave, user, field } = renderDealValueDialog();
      await user.type(field, typed);
      await user.click(saveButton());
      expect(onSave).toHaveBeenCalledWith(lead, value);
    },
  );

  it('saves with Enter', async () => {
    const { onSave, user, field } = renderDealValueDialog();
    await user.type(field, '12000{Enter}');
    expect(onSave).toHaveBeenCalledWith(lead, 12_000);
  });

  it('does nothing on Enter while the input is blank', async () => {
    const { onSave, user, field } = renderDealValueDialog();
    await user.type(field, '  {Enter}');
    expect(onSave).not.toHaveBeenCalled();
  });

  it.each(['abc', '-', '..'])(
    'refuses %j with "Please enter a valid number" and updates nothing',
    async (typed) => {
      const { onSave, user, field } = renderDealValueDialog();
      await user.type(field, `${typed}{Enter}`);
      expect(onSave).not.toHaveBeenCalled();
      expect(screen.getByText('Please enter a valid number')).toBeInTheDocument();
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(await screen.findByText('Error: Please enter a valid number')).toBeInTheDocument();

      await user.clear(field);
      await user.type(field, '10');
      expect(screen.queryByText('Please enter a valid number')).not.toBeInTheDocument();
    },
  );

  it('Cancel closes without saving', async () => {
    const { onSave, onClose, user } = renderDealValueDialog();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
    expect(onSave).not.toHaveBeenCalled();
  });
});

describe('lost reason dialog', () => {
  function renderLostReasonDialog() {
    const onSave = vi.fn();
    renderWithAdminApi(
      <LostReasonDialog opened lead={lead} onClose={vi.fn()} onSave={onSave} />,
      noServer(),
    );
    return { onSave, user: userEvent.setup(), field: screen.getByLabelText('Value') };
  }

  it('asks why the lead was lost and saves the trimmed reason with Enter', async () => {
    const { onSave, user, field } = renderLostReasonDialog();
    expect(screen.getByRole('dialog', { name: 'Why was this lead lost?' })).toBeInTheDocument();
    expect(field).toHaveAttribute('placeholder', 'Enter reason for losing this lead');
    expect(saveButton()).toBeDisabled();
    await user.type(field, '  Chose an onshore agency  {Enter}');
    expect(onSave).toHaveBeenCalledWith(lead, 'Chose an onshore agency');
  });

  it('keeps Save disabled for a blank reason', async () => {
    const { onSave, user, field } = renderLostReasonDialog();
    await user.type(field, '    {Enter}');
    expect(saveButton()).toBeDisabled();
    expect(onSave).not.toHaveBeenCalled();
  });
});

describe('delete confirmation', () => {
  it('asks with the lead and its company, warns about the notes and deletes on confirm', async () => {
    const onConfirm = vi.fn(() => Promise.resolve(true));
    const onClose = vi.fn();
    renderWithAdminApi(
      <DeleteLeadDialog opened lead={lead} onClose={onClose} onConfirm={onConfirm} />,
      noServer(),
    );
    const dialog = screen.getByRole('dialog', { name: 'Delete Lead' });
    expect(dialog).toHaveTextContent(
      'Are you sure you want to delete the lead Olivia Hart (Hart Logistics)?',
    );
    expect(dialog).toHaveTextContent(
      'This action cannot be undone and will also delete all associated notes.',
    );

    expect(
      within(dialog).getByRole('checkbox', { name: deleteSubmissionsLabel }),
    ).not.toBeChecked();
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Delete Lead' }));
    expect(onConfirm).toHaveBeenCalledWith(lead, { withSubmissions: false });
    await waitFor(() => {
      expect(onClose).toHaveBeenCalled();
    });
  });

  it('deletes the lead’s contact submissions too when the box is ticked', async () => {
    const onConfirm = vi.fn(() => Promise.resolve(true));
    renderWithAdminApi(
      <DeleteLeadDialog opened lead={lead} onClose={vi.fn()} onConfirm={onConfirm} />,
      noServer(),
    );
    const dialog = screen.getByRole('dialog', { name: 'Delete Lead' });
    const user = userEvent.setup();
    await user.click(within(dialog).getByRole('checkbox', { name: deleteSubmissionsLabel }));
    await user.click(within(dialog).getByRole('button', { name: 'Delete Lead' }));
    expect(onConfirm).toHaveBeenCalledWith(lead, { withSubmissions: true });
  });

  it('leaves out the company when the lead has none', () => {
    renderWithAdminApi(
      <DeleteLeadDialog
        opened
        lead={testLead({ company: null })}
        onClose={vi.fn()}
        onConfirm={vi.fn()}
      />,
      noServer(),
    );
    expect(screen.getByRole('dialog')).toHaveTextContent(
      'Are you sure you want to delete the lead Olivia Hart?',
    );
  });
});

describe('notes dialog', () => {
  const savedNotes = [
    {
      id: 2,
      leadId: 7,
      note: 'Stage changed from New to Contacted',
      createdAt: '2026-11-20T03:15:00.000Z',
    },
    { id: 1, leadId: 7, note: 'Called, wants a proposal', createdAt: '2026-11-20T02:00:00.000Z' },
  ];

  it("shows 'Loading notes...', then each note with its time", async () => {
    let answer: (notes: unknown) => void = () => undefined;
    const server = fakeTrpcServer({
      'notes.list': () => new Promise((resolve) => (answer = resolve)),
    });
    renderWithAdminApi(
      <NotesDialog opened lead={lead} onClose={vi.fn()} />,
      createTestAdminApi(server, 'token'),
    );

    expect(screen.getByRole('dialog', { name: 'Notes for Olivia Hart' })).toBeInTheDocument();
    expect(screen.getByText('Loading notes...')).toBeInTheDocument();
    await waitFor(() => {
      expect(server.calls()).toEqual(['notes.list']);
    });
    answer(savedNotes);

    const list = await screen.findByRole('list');
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual([
      'Stage changed from New to Contacted',
      'Called, wants a proposal',
    ]);
    expect(items[0]?.querySelector('time')).toHaveAttribute('dateTime', '2026-11-20T03:15:00.000Z');
    expect(items[0]?.querySelector('time')?.textContent).toMatch(/2026/);
    expect(server.inputsOf('notes.list')).toEqual([{ leadId: 7 }]);
    expect(server.authorizations()).toEqual(['Bearer token']);
  });

  it("shows 'No notes yet' for a lead without notes", async () => {
    const server = fakeTrpcServer({ 'notes.list': () => [] });
    renderWithAdminApi(
      <NotesDialog opened lead={lead} onClose={vi.fn()} />,
      createTestAdminApi(server, 'token'),
    );
    expect(await screen.findByText('No notes yet')).toBeInTheDocument();
  });

  it('keeps the add button disabled for a blank note and adds the trimmed note, then reloads the list', async () => {
    const stored = [...savedNotes];
    const server = fakeTrpcServer({
      'notes.list': () => [...stored],
      'notes.add': (input) => {
        const note = {
          id: 3,
          leadId: 7,
          note: (input as { note: string }).note,
          createdAt: '2026-11-20T04:00:00.000Z',
        };
        stored.unshift(note);
        return note;
      },
    });
    renderWithAdminApi(
      <NotesDialog opened lead={lead} onClose={vi.fn()} />,
      createTestAdminApi(server, 'token'),
    );
    const user = userEvent.setup();
    await screen.findByText('Called, wants a proposal');
    const field = screen.getByPlaceholderText('Add a new note...');
    const addButton = screen.getByRole('button', { name: 'Add Note' });
    expect(addButton).toBeDisabled();
    await user.type(field, '   {Enter}');
    expect(addButton).toBeDisabled();
    expect(server.calls()).not.toContain('notes.add');

    await user.type(field, '  Sent the proposal  {Enter}');
    expect(await screen.findByText('Sent the proposal')).toBeInTheDocument();
    expect(server.inputsOf('notes.add')).toEqual([{ leadId: 7, note: 'Sent the proposal' }]);
    expect(field).toHaveValue('');
    expect(server.calls().filter((path) => path === 'notes.list')).toHaveLength(2);
    expect(await screen.findByText('Note added successfully')).toBeInTheDocument();
  });

  it('reports a failed add and keeps the text', async () => {
    const server = fakeTrpcServer({
      'notes.list': () => [],
      'notes.add': () => {
        throw new TrpcRefusal('NOT_FOUND', 404, 'Lead not found');
      },
    });
    renderWithAdminApi(
      <NotesDialog opened lead={lead} onClose={vi.fn()} />,
      createTestAdminApi(server, 'token'),
    );
    const user = userEvent.setup();
    await screen.findByText('No notes yet');
    await user.type(screen.getByPlaceholderText('Add a new note...'), 'Follow up{Enter}');
    expect(await screen.findByText('Error: Failed to add note')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Add a new note...')).toHaveValue('Follow up');
  });

  it("reports notes that fail to load in the list itself, never as 'No notes yet'", async () => {
    const server = fakeTrpcServer({
      'notes.list': () => {
        throw new TrpcRefusal('INTERNAL_SERVER_ERROR', 500, 'Internal server error');
      },
    });
    renderWithAdminApi(
      <NotesDialog opened lead={lead} onClose={vi.fn()} />,
      createTestAdminApi(server, 'token'),
    );
    const region = await screen.findByRole('region', { name: `Notes for ${lead.name}` });
    expect(await within(region).findByRole('alert')).toHaveTextContent(
      'Error: Failed to load notes',
    );
    expect(screen.queryByText('No notes yet')).not.toBeInTheDocument();
  });
});
