import { Button } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useState } from 'react';
import { crmFilterParams, type CrmFilter } from '@app/domain';
import { adminToasts } from '../admin-toasts.ts';
import { showToast } from '../../layout/ToastRegion/show-toast.ts';
import { useAdminFetch } from '../api/admin-fetch.ts';

export const exportCsvLabel = 'Export CSV';

/** The three exports the server offers, each with the name its file gets if the answer names none. */
export const csvExports = {
  leads: { path: '/api/leads.csv', fallbackFileName: 'leads.csv' },
  contacts: { path: '/api/contact-submissions.csv', fallbackFileName: 'contact-submissions.csv' },
  careers: { path: '/api/career-submissions.csv', fallbackFileName: 'career-submissions.csv' },
} as const;

export type CsvExport = keyof typeof csvExports;

/** The export's address with the view's search and filters as query parameters. */
export function csvExportUrl(kind: CsvExport, filter: CrmFilter): string {
  const params = new URLSearchParams();
  for (const param of crmFilterParams) {
    const value = filter[param];
    if (value !== undefined) params.set(param, value);
  }
  const query = params.toString();
  return query === '' ? csvExports[kind].path : `${csvExports[kind].path}?${query}`;
}

/** The file name of `Content-Disposition: attachment; filename="leads-2026-11-25.csv"`. */
export function attachmentFileName(contentDisposition: string | null): string | null {
  const match = /filename="?([^";]+)"?/i.exec(contentDisposition ?? '');
  return match?.[1] ?? null;
}

/**
 * Hands a downloaded file to the browser's download manager. The object URL outlives the click
 * for a while: browsers read it after the click returns, and some only once a save dialog closes.
 */
function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => {
    URL.revokeObjectURL(url);
  }, 60_000);
}

type ExportCsvButtonProps = {
  readonly kind: CsvExport;
  readonly filter: CrmFilter;
};

/**
 * Downloads what the view shows, its search and filters applied, as a CSV file. The request
 * carries the bearer token, so it is fetched here and saved from memory rather than linked to.
 */
export function ExportCsvButton({ kind, filter }: ExportCsvButtonProps) {
  const adminFetch = useAdminFetch();
  const [exporting, setExporting] = useState(false);

  const exportCsv = async () => {
    setExporting(true);
    try {
      const response = await adminFetch(csvExportUrl(kind, filter));
      // A 401 has ended the session and shows the login form: a toast would only confuse.
      if (response.status === 401) return;
      if (!response.ok) throw new Error(`The export answered ${String(response.status)}`);
      const fileName =
        attachmentFileName(response.headers.get('content-disposition')) ??
        csvExports[kind].fallbackFileName;
      saveFile(await response.blob(), fileName);
    } catch {
      showToast(adminToasts.csvExportFailed);
    } finally {
      setExporting(false);
    }
  };

  return (
    <Button
      variant="default"
      leftSection={<IconFileSpreadsheet aria-hidden size={18} />}
      loading={exporting}
      onClick={() => {
        void exportCsv();
      }}
    >
      {exportCsvLabel}
    </Button>
  );
}
