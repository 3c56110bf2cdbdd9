import { notifications } from '@mantine/notifications';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  captureDownloads,
  createTestAdminApi,
  renderWithAdminApi,
  type StartedDownload,
} from '../admin-test-utils.tsx';
import { csvExportUrl, ExportCsvButton } from './ExportCsvButton.tsx';

let clickedDownloads: StartedDownload[] = [];

beforeEach(() => {
  clickedDownloads = captureDownloads();
});

afterEach(() => {
  vi.restoreAllMocks();
  act(() => {
    notifications.clean();
  });
});

function renderButton(answer: () => Response, token = 'stored-token') {
  const fetch = vi.fn<typeof globalThis.fetch>(() => Promise.resolve(answer()));
  const api = createTestAdminApi(fetch, token);
  renderWithAdminApi(
    <ExportCsvButton kind="leads" filter={{ q: 'acme & co', teamSize: '16+' }} />,
    api,
  );
  return { fetch, api, user: userEvent.setup() };
}

const csv = () =>
  new Response('\uFEFFid,name\r\n1,Olivia Hart\r\n', {
    status: 200,
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': 'attachment; filename="leads-2026-11-25.csv"',
    },
  });

describe('Export CSV', () => {
  it('writes the filter into the export’s address', () => {
    expect(csvExportUrl('leads', {})).toBe('/api/leads.csv');
    expect(csvExportUrl('contacts', { q: 'a b', from: '2026-11-01', to: '2026-11-30' })).toBe(
      '/api/contact-submissions.csv?q=a+b&from=2026-11-01&to=2026-11-30',
    );
    expect(csvExportUrl('careers', { teamSize: '1-3' })).toBe(
      '/api/career-submissions.csv?teamSize=1-3',
    );
  });

  it('fetches the filtered export with the bearer token and saves it under the server’s name', async () => {
    const { fetch, user } = renderButton(csv);

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));

    await waitFor(() => {
      expect(clickedDownloads).toEqual([
        { href: 'blob:http://localhost/download', download: 'leads-2026-11-25.csv' },
      ]);
    });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/api/leads.csv?q=acme+%26+co&teamSize=16%2B');
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer stored-token');
    expect(screen.getByRole('button', { name: 'Export CSV' })).not.toHaveAttribute('data-loading');
  });

  it('says so when the export fails', async () => {
    const { user } = renderButton(() => new Response('', { status: 500 }));

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));

    expect(await screen.findByText('Error: Failed to export CSV')).toBeInTheDocument();
    expect(clickedDownloads).toEqual([]);
  });

  it('ends the session quietly when the server no longer knows the token', async () => {
    const { api, user } = renderButton(() => new Response('', { status: 401 }));

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));

    await waitFor(() => {
      expect(api.tokenStore.read()).toBeNull();
    });
    expect(screen.queryByText('Error: Failed to export CSV')).not.toBeInTheDocument();
    expect(clickedDownloads).toEqual([]);
  });
});
