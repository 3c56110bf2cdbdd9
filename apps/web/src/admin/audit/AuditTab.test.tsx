import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AuditEntryDto } from '@app/domain';
import { createTestAdminApi, fakeTrpcServer, renderWithAdminApi } from '../admin-test-utils.tsx';
import { AuditTab } from './AuditTab.tsx';

function entry(id: number, overrides: Partial<AuditEntryDto> = {}): AuditEntryDto {
  return {
    id,
    at: '2026-11-26T01:00:00.000Z',
    adminId: 1,
    adminUsername: 'owner@example.com',
    action: 'lead.update',
    recordType: 'lead',
    recordId: 7,
    recordExists: true,
    details: null,
    ip: '203.0.113.7',
    ...overrides,
  };
}

const rows: AuditEntryDto[] = [
  entry(5),
  entry(4, { action: 'lead.remove', recordId: 8, recordExists: false }),
  entry(3, {
    action: 'crm.export',
    recordType: null,
    recordId: null,
    details: { kind: 'leads' },
  }),
  entry(2, { adminId: null, adminUsername: 'gone@example.com', action: 'logout' }),
  entry(1, {
    adminId: null,
    adminUsername: null,
    action: 'retention.run',
    recordType: null,
    recordId: null,
    details: { leads: 2, leadNotes: 1, cvs: 0, loginAttempts: 1 },
    ip: null,
  }),
];

function renderAudit() {
  const server = fakeTrpcServer({
    'audit.admins': () => [
      { id: 1, username: 'owner@example.com' },
      { id: 2, username: 'second@example.com' },
    ],
    'audit.list': (input) => {
      const { cursor, adminId, action } = input as {
        cursor?: { id: number } | null;
        adminId: number | null;
        action: string | null;
      };
      const matching = rows.filter(
        (row) =>
          (adminId === null || row.adminId === adminId) &&
          (action === null || row.action === action),
      );
      const start =
        cursor === undefined || cursor === null
          ? 0
          : matching.findIndex((row) => row.id === cursor.id) + 1;
      const page = matching.slice(start, start + 3);
      const last = page.at(-1);
      return {
        items: page,
        nextCursor:
          start + 3 < matching.length && last !== undefined
            ? { at: '2026-11-26T01:00:00.000000Z', id: last.id }
            : null,
      };
    },
  });
  renderWithAdminApi(<AuditTab />, createTestAdminApi(server, 'token'));
  return { server, user: userEvent.setup() };
}

describe('AuditTab', () => {
  it('lists who did what to which record from where, newest first, and loads more', async () => {
    const { user } = renderAudit();
    const first = await screen.findAllByTestId('audit-row');
    expect(first).toHaveLength(3);
    expect(first[0]).toHaveTextContent('Updated a lead');
    expect(first[0]).toHaveTextContent('owner@example.com');
    expect(first[0]).toHaveTextContent('203.0.113.7');
    expect(within(first[0] as HTMLElement).getByRole('link', { name: 'Lead #7' })).toHaveAttribute(
      'href',
      '/admin?lead=7',
    );
    // A deleted lead is named, not linked.
    expect(first[1]).toHaveTextContent('Lead #8');
    expect(within(first[1] as HTMLElement).queryByRole('link')).toBeNull();
    expect(first[2]).toHaveTextContent('kind: leads');

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => {
      expect(screen.getAllByTestId('audit-row')).toHaveLength(5);
    });
    const all = screen.getAllByTestId('audit-row');
    expect(all[3]).toHaveTextContent('gone@example.com (removed)');
    // Counts read as words, and kinds with none are left out.
    expect(all[4]).toHaveTextContent('2 leads, 1 lead note, 1 login attempt');
    expect(all[4]).not.toHaveTextContent('CV');
    expect(all[4]).toHaveTextContent('System');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('filters by admin and by action', async () => {
    const { server, user } = renderAudit();
    await screen.findAllByTestId('audit-row');

    await user.click(screen.getByRole('combobox', { name: 'Action' }));
    await user.click(await screen.findByRole('option', { name: 'Exported a CSV' }));
    await waitFor(() => {
      expect(screen.getAllByTestId('audit-row')).toHaveLength(1);
    });

    await user.click(screen.getByRole('combobox', { name: 'Admin' }));
    await user.click(await screen.findByRole('option', { name: 'second@example.com' }));
    expect(await screen.findByText('Nothing recorded matches these filters.')).toBeInTheDocument();
    expect(server.inputsOf('audit.list').at(-1)).toMatchObject({
      adminId: 2,
      action: 'crm.export',
    });
  });
});
