import { Button, Group, Select, Stack, Table, Text } from '@mantine/core';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import {
  type AuditAction,
  auditActionLabels,
  auditActions,
  type AuditEntryDto,
  isAuditAction,
  privacyDataKindLabels,
} from '@app/domain';
import { formatDateTime } from '../admin-format.ts';
import { useAdminTRPC } from '../api/admin-api.ts';
import { RecordLink } from '../crm/RecordLink.tsx';
import tables from '../stacked-table.module.css';
import classes from './AuditTab.module.css';

const auditTabTexts = {
  heading: 'Audit log',
  admin: 'Admin',
  action: 'Action',
  allAdmins: 'All admins',
  allActions: 'All actions',
  when: 'When',
  who: 'Who',
  record: 'Record',
  address: 'Address',
  system: 'System',
  removedAdmin: (username: string) => `${username} (removed)`,
  empty: 'Nothing recorded yet.',
  emptyFiltered: 'Nothing recorded matches these filters.',
  loadFailed: 'The audit log could not be loaded.',
  loadMore: 'Load more',
} as const;

const recordLabels = {
  lead: 'Lead',
  contact_submission: 'Contact submission',
  application: 'Application',
  mail_message: 'E-mail',
  admin: 'Admin',
  session: 'Session',
  conversation_message: 'Received e-mail',
  conversation_attachment: 'E-mail attachment',
  mail_template: 'Mail template',
} as const;

/** Counts an action may keep, named as people say them: an erasure's or a retention run's rows. */
const countLabels: Readonly<Record<string, readonly [string, string]>> = {
  ...privacyDataKindLabels,
  loginAttempts: ['login attempt', 'login attempts'],
  endedSessions: ['session ended', 'sessions ended'],
};

/**
 * The figures an action kept: counts as "1 lead, 2 lead notes" (kinds with none left out), any
 * other figure as "kind: leads".
 */
function detailsText(details: AuditEntryDto['details']): string | null {
  if (details === null) return null;
  const parts = Object.entries(details).flatMap(([key, value]) => {
    const label = countLabels[key];
    if (label === undefined || typeof value !== 'number') return [`${key}: ${String(value)}`];
    if (value === 0) return [];
    return [`${String(value)} ${value === 1 ? label[0] : label[1]}`];
  });
  return parts.length === 0 ? null : parts.join(', ');
}

/** The record a row names: a link to a lead or application that is still there, else its kind and id. */
function RecordCell({ entry }: { readonly entry: AuditEntryDto }) {
  if (entry.recordType === null || entry.recordId === null) return null;
  const label = `${recordLabels[entry.recordType]} #${String(entry.recordId)}`;
  if (entry.recordExists && (entry.recordType === 'lead' || entry.recordType === 'application')) {
    return (
      <RecordLink param={entry.recordType} id={entry.recordId}>
        {label}
      </RecordLink>
    );
  }
  return <>{label}</>;
}

function whoText(entry: AuditEntryDto): string {
  if (entry.adminUsername === null) return auditTabTexts.system;
  return entry.adminId === null
    ? auditTabTexts.removedAdmin(entry.adminUsername)
    : entry.adminUsername;
}

const actionOptions = auditActions.map((action) => ({
  value: action,
  label: auditActionLabels[action],
}));

/**
 * The Audit tab: every admin action, newest first, by admin and by action, a page at a time.
 * The rows hold no personal data, only who did what to which record, from where.
 */
export function AuditTab() {
  const trpc = useAdminTRPC();
  const [adminId, setAdminId] = useState<number | null>(null);
  const [action, setAction] = useState<AuditAction | null>(null);
  const admins = useQuery(trpc.audit.admins.queryOptions());
  const pages = useInfiniteQuery(
    trpc.audit.list.infiniteQueryOptions(
      { adminId, action },
      { getNextPageParam: (page) => page.nextCursor, initialCursor: null },
    ),
  );
  const entries = useMemo(() => pages.data?.pages.flatMap((page) => page.items), [pages.data]);
  const filtered = adminId !== null || action !== null;

  return (
    <Stack gap="md" className={classes.tab}>
      <Group gap="md" align="flex-end">
        <Select
          label={auditTabTexts.admin}
          placeholder={auditTabTexts.allAdmins}
          data={(admins.data ?? []).map((admin) => ({
            value: String(admin.id),
            label: admin.username,
          }))}
          value={adminId === null ? null : String(adminId)}
          onChange={(value) => {
            setAdminId(value === null ? null : Number(value));
          }}
          clearable
          className={classes.filter}
        />
        <Select
          label={auditTabTexts.action}
          placeholder={auditTabTexts.allActions}
          data={actionOptions}
          value={action}
          onChange={(value) => {
            setAction(value !== null && isAuditAction(value) ? value : null);
          }}
          clearable
          searchable
          className={classes.filter}
        />
      </Group>
      {pages.isError && <Text c="dimmed">{auditTabTexts.loadFailed}</Text>}
      {entries?.length === 0 && (
        <Text c="dimmed">{filtered ? auditTabTexts.emptyFiltered : auditTabTexts.empty}</Text>
      )}
      <Table
        striped
        horizontalSpacing="md"
        verticalSpacing="xs"
        className={tables.table}
        aria-label={auditTabTexts.heading}
        aria-busy={pages.isPending}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{auditTabTexts.when}</Table.Th>
            <Table.Th>{auditTabTexts.who}</Table.Th>
            <Table.Th>{auditTabTexts.action}</Table.Th>
            <Table.Th>{auditTabTexts.record}</Table.Th>
            <Table.Th>{auditTabTexts.address}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries?.map((entry) => (
            <Table.Tr key={entry.id} data-testid="audit-row">
              <Table.Td data-label={auditTabTexts.when} className={classes.nowrap}>
                {formatDateTime(entry.at)}
              </Table.Td>
              <Table.Td data-label={auditTabTexts.who} className={classes.who}>
                {whoText(entry)}
              </Table.Td>
              <Table.Td data-label={auditTabTexts.action}>
                {auditActionLabels[entry.action]}
                {detailsText(entry.details) !== null && (
                  <Text size="xs" c="dimmed">
                    {detailsText(entry.details)}
                  </Text>
                )}
              </Table.Td>
              <Table.Td data-label={auditTabTexts.record}>
                <RecordCell entry={entry} />
              </Table.Td>
              <Table.Td data-label={auditTabTexts.address} className={classes.nowrap}>
                {entry.ip ?? ''}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>

      {pages.hasNextPage && (
        <Group justify="center">
          <Button
            variant="default"
            loading={pages.isFetchingNextPage}
            onClick={() => {
              void pages.fetchNextPage();
            }}
          >
            {auditTabTexts.loadMore}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
