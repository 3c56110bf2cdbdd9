import { Button } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { crmFilterParams, type CrmFilter } from '@app/domain';
import { adminToasts } from '../admin-toasts.ts';
import { ActionTooltip } from '../admin-tooltips.tsx';
import { useAdminDownload } from './download-file.ts';

const exportCsvLabel = 'Export CSV';

/**
 * The three exports the server offers, each with the name its file gets if the answer names none,
 * and what its button's tooltip says it holds.
 */
const csvExports = {
  leads: { path: '/api/leads.csv', fallbackFileName: 'leads.csv', records: 'the leads' },
  contacts: {
    path: '/api/contact-submissions.csv',
    fallbackFileName: 'contact-submissions.csv',
    records: 'the contact submissions',
  },
  careers: {
    path: '/api/career-submissions.csv',
    fallbackFileName: 'career-submissions.csv',
    records: 'the job applications',
  },
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

type ExportCsvButtonProps = {
  readonly kind: CsvExport;
  readonly filter: CrmFilter;
};

/** Downloads what the view shows, its search and filters applied, as a CSV file. */
export function ExportCsvButton({ kind, filter }: ExportCsvButtonProps) {
  const { downloading, download } = useAdminDownload(adminToasts.csvExportFailed);
  return (
    <ActionTooltip
      label={`Download ${csvExports[kind].records} shown, search and filters applied, as a CSV file`}
    >
      <Button
        variant="default"
        leftSection={<IconFileSpreadsheet aria-hidden size={18} />}
        loading={downloading}
        onClick={() => {
          download(csvExportUrl(kind, filter), csvExports[kind].fallbackFileName);
        }}
      >
        {exportCsvLabel}
      </Button>
    </ActionTooltip>
  );
}
