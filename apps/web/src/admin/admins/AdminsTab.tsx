import { Badge, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { IconLogout2, IconTrash, IconUserPlus } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdminAccountDto, AdminSessionDto } from '@app/domain';
import { classifyFailedCall } from '../../app/failed-call.ts';
import { formatDateTime } from '../admin-format.ts';
import { adminToasts, toastUnlessSessionEnded } from '../admin-toasts.ts';
import { ActionTooltip } from '../admin-tooltips.tsx';
import { showToast } from '../../layout/ToastRegion/show-toast.ts';
import { useAdminTRPC } from '../api/admin-api.ts';
import { ConfirmDialog } from '../dialogs/ConfirmDialog.tsx';
import { AddAdminDialog } from './AddAdminDialog.tsx';
import tables from '../stacked-table.module.css';
import classes from './AdminsTab.module.css';
import { ChangePasswordForm } from './ChangePasswordForm.tsx';
import { YourNameForm } from './YourNameForm.tsx';
import { TwoFactorSettings } from '../two-factor/TwoFactorSettings.tsx';

const adminsTabTexts = {
  adminsTitle: 'Admins',
  add: 'Add admin',
  addHint: 'Add an admin, with a temporary password shown once',
  admin: 'Admin',
  added: 'Added',
  lastLogin: 'Last login',
  twoFactor: 'Two-factor',
  actions: 'Actions',
  never: 'Never',
  on: 'On',
  off: 'Off',
  you: 'You',
  temporaryPassword: 'Temporary password',
  endSessions: 'End sessions',
  endSessionsHint: (username: string) => `Log ${username} out on every browser`,
  remove: 'Remove',
  removeHint: (username: string) => `Take away ${username}'s access to the CRM`,
  removeTitle: 'Remove admin',
  removeQuestion: (username: string) => `Remove ${username}?`,
  removeWarning: (you: boolean) =>
    you
      ? 'You will be logged out at once and can no longer log in.'
      : 'They are logged out at once and can no longer log in. The audit log keeps what they did.',
  endSessionsTitle: 'End sessions',
  endSessionsQuestion: (username: string) => `Log ${username} out everywhere?`,
  endSessionsWarning: 'Every browser they are logged in on must log in again.',
  yourAccount: 'Your account',
  changePassword: 'Change password',
  sessionsTitle: 'Your sessions',
  opened: 'Opened',
  lastUsed: 'Last used',
  address: 'Address',
  browser: 'Browser',
  thisSession: 'This session',
  endSession: 'End',
  endSessionTitle: 'End session',
  endSessionQuestion: 'End this session?',
  endSessionWarning: 'The browser using it must log in again.',
  endOwnSessionWarning: 'This is the session you are using: you will be logged out.',
  unknown: 'Unknown',
  loadFailed: 'The list could not be loaded.',
} as const;

function refusalReason(error: unknown): string | undefined {
  const failure = classifyFailedCall(error);
  return failure.kind === 'refused' ? failure.message : undefined;
}

/**
 * The Admins tab: who may log in (added with a temporary password, removed, logged out
 * everywhere), and the asking admin's own account: password, two-factor login and sessions.
 */
export function AdminsTab() {
  return (
    <Stack gap="xl" className={classes.tab}>
      <AdminList />
      <section aria-labelledby="your-account-title">
        <Title order={2} size="h3" id="your-account-title" mb="md">
          {adminsTabTexts.yourAccount}
        </Title>
        <Stack gap="xl">
          <YourNameForm />
          <div>
            <Title order={3} size="h4" mb="sm">
              {adminsTabTexts.changePassword}
            </Title>
            <ChangePasswordForm />
          </div>
          <TwoFactorSettings />
          <OwnSessions />
        </Stack>
      </section>
    </Stack>
  );
}

function AdminList() {
  const trpc = useAdminTRPC();
  const queryClient = useQueryClient();
  const admins = useQuery(trpc.admins.list.queryOptions());
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<AdminAccountDto>();
  const [loggingOut, setLoggingOut] = useState<AdminAccountDto>();
  const refresh = () =>
    Promise.all(
      [trpc.admins.pathKey(), trpc.audit.pathKey()].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
  const remove = useMutation(
    trpc.admins.remove.mutationOptions({
      onError: (error) => {
        toastUnlessSessionEnded(error, adminToasts.adminRemoveFailed(refusalReason(error)));
      },
      onSettled: refresh,
    }),
  );
  const endSessions = useMutation(
    trpc.admins.endSessionsOf.mutationOptions({
      onError: (error) => {
        toastUnlessSessionEnded(error, adminToasts.adminSessionsEndFailed);
      },
      onSettled: refresh,
    }),
  );

  return (
    <section aria-labelledby="admins-title">
      <Group justify="space-between" mb="md">
        <Title order={2} size="h3" id="admins-title">
          {adminsTabTexts.adminsTitle}
        </Title>
        <ActionTooltip label={adminsTabTexts.addHint}>
          <Button
            leftSection={<IconUserPlus aria-hidden size={18} />}
            onClick={() => {
              setAdding(true);
            }}
          >
            {adminsTabTexts.add}
          </Button>
        </ActionTooltip>
      </Group>
      {admins.isError && <Text c="dimmed">{adminsTabTexts.loadFailed}</Text>}
      <Table
        striped
        horizontalSpacing="md"
        verticalSpacing="xs"
        className={tables.table}
        aria-labelledby="admins-title"
        aria-busy={admins.isPending}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{adminsTabTexts.admin}</Table.Th>
            <Table.Th>{adminsTabTexts.added}</Table.Th>
            <Table.Th>{adminsTabTexts.lastLogin}</Table.Th>
            <Table.Th>{adminsTabTexts.twoFactor}</Table.Th>
            <Table.Th>{adminsTabTexts.actions}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {admins.data?.map((admin) => (
            <Table.Tr key={admin.id} data-testid="admin-row">
              <Table.Td data-label={adminsTabTexts.admin}>
                <Group gap="xs">
                  <Text span fw={600} className={classes.username}>
                    {admin.username}
                  </Text>
                  {admin.displayName !== null && (
                    <Text span c="dimmed" className={classes.username}>
                      {admin.displayName}
                    </Text>
                  )}
                  {admin.isYou && (
                    <Badge color="navy" variant="light">
                      {adminsTabTexts.you}
                    </Badge>
                  )}
                  {admin.mustChangePassword && (
                    <Badge variant="light" color="red">
                      {adminsTabTexts.temporaryPassword}
                    </Badge>
                  )}
                </Group>
              </Table.Td>
              <Table.Td data-label={adminsTabTexts.added}>
                {formatDateTime(admin.createdAt)}
              </Table.Td>
              <Table.Td data-label={adminsTabTexts.lastLogin}>
                {admin.lastLogin === null ? adminsTabTexts.never : formatDateTime(admin.lastLogin)}
              </Table.Td>
              <Table.Td data-label={adminsTabTexts.twoFactor}>
                {admin.twoFactorEnabled ? adminsTabTexts.on : adminsTabTexts.off}
              </Table.Td>
              <Table.Td data-label={adminsTabTexts.actions}>
                <Group gap="xs" wrap="nowrap">
                  {!admin.isYou && (
                    <ActionTooltip label={adminsTabTexts.endSessionsHint(admin.username)}>
                      <Button
                        size="xs"
                        variant="default"
                        leftSection={<IconLogout2 aria-hidden size={16} />}
                        aria-label={`${adminsTabTexts.endSessions}: ${admin.username}`}
                        onClick={() => {
                          setLoggingOut(admin);
                        }}
                      >
                        {adminsTabTexts.endSessions}
                      </Button>
                    </ActionTooltip>
                  )}
                  <ActionTooltip label={adminsTabTexts.removeHint(admin.username)}>
                    <Button
                      size="xs"
                      variant="light"
                      color="red"
                      leftSection={<IconTrash aria-hidden size={16} />}
                      aria-label={`${adminsTabTexts.remove}: ${admin.username}`}
                      onClick={() => {
                        setRemoving(admin);
                      }}
                    >
                      {adminsTabTexts.remove}
                    </Button>
                  </ActionTooltip>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>

      <AddAdminDialog
        opened={adding}
        onClose={() => {
          setAdding(false);
        }}
      />
      <ConfirmDialog
        opened={removing !== undefined}
        subject={removing}
        title={adminsTabTexts.removeTitle}
        question={(admin) => adminsTabTexts.removeQuestion(admin.username)}
        warning={(admin) => adminsTabTexts.removeWarning(admin.isYou)}
        confirmLabel={adminsTabTexts.remove}
        confirmColor="red"
        onClose={() => {
          setRemoving(undefined);
        }}
        onConfirm={async (admin) => {
          await remove.mutateAsync({ id: admin.id }).then(
            () => {
              showToast(adminToasts.adminRemoved(admin.username));
            },
            () => undefined,
          );
        }}
      />
      <ConfirmDialog
        opened={loggingOut !== undefined}
        subject={loggingOut}
        title={adminsTabTexts.endSessionsTitle}
        question={(admin) => adminsTabTexts.endSessionsQuestion(admin.username)}
        warning={() => adminsTabTexts.endSessionsWarning}
        confirmLabel={adminsTabTexts.endSessions}
        confirmColor="red"
        onClose={() => {
          setLoggingOut(undefined);
        }}
        onConfirm={async (admin) => {
          await endSessions.mutateAsync({ id: admin.id }).then(
            () => {
              showToast(adminToasts.adminSessionsEnded(admin.username));
            },
            () => undefined,
          );
        }}
      />
    </section>
  );
}

function OwnSessions() {
  const trpc = useAdminTRPC();
  const queryClient = useQueryClient();
  const sessions = useQuery(trpc.admins.sessions.queryOptions());
  const [ending, setEnding] = useState<AdminSessionDto>();
  const end = useMutation(
    trpc.admins.endSession.mutationOptions({
      onError: (error) => {
        toastUnlessSessionEnded(error, adminToasts.sessionEndFailed);
      },
      onSettled: () => queryClient.invalidateQueries({ queryKey: trpc.admins.sessions.pathKey() }),
    }),
  );

  return (
    <section aria-labelledby="own-sessions-title">
      <Title order={3} size="h4" id="own-sessions-title" mb="sm">
        {adminsTabTexts.sessionsTitle}
      </Title>
      {sessions.isError && <Text c="dimmed">{adminsTabTexts.loadFailed}</Text>}
      <Table
        striped
        horizontalSpacing="md"
        verticalSpacing="xs"
        className={tables.table}
        aria-labelledby="own-sessions-title"
        aria-busy={sessions.isPending}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{adminsTabTexts.opened}</Table.Th>
            <Table.Th>{adminsTabTexts.lastUsed}</Table.Th>
            <Table.Th>{adminsTabTexts.address}</Table.Th>
            <Table.Th>{adminsTabTexts.browser}</Table.Th>
            <Table.Th>{adminsTabTexts.actions}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sessions.data?.map((session) => (
            <Table.Tr key={session.id} data-testid="session-row">
              <Table.Td data-label={adminsTabTexts.opened}>
                <Group gap="xs">
                  {formatDateTime(session.createdAt)}
                  {session.isCurrent && (
                    <Badge color="navy" variant="light">
                      {adminsTabTexts.thisSession}
                    </Badge>
                  )}
                </Group>
              </Table.Td>
              <Table.Td data-label={adminsTabTexts.lastUsed}>
                {formatDateTime(session.lastUsedAt)}
              </Table.Td>
              <Table.Td data-label={adminsTabTexts.address}>
                {session.ip ?? adminsTabTexts.unknown}
              </Table.Td>
              <Table.Td data-label={adminsTabTexts.browser} className={classes.userAgent}>
                {session.userAgent ?? adminsTabTexts.unknown}
              </Table.Td>
              <Table.Td data-label={adminsTabTexts.actions}>
                <Button
                  size="xs"
                  variant="default"
                  aria-label={`${adminsTabTexts.endSession}: ${formatDateTime(session.createdAt)}`}
                  onClick={() => {
                    setEnding(session);
                  }}
                >
                  {adminsTabTexts.endSession}
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>

      <ConfirmDialog
        opened={ending !== undefined}
        subject={ending}
        title={adminsTabTexts.endSessionTitle}
        question={() => adminsTabTexts.endSessionQuestion}
        warning={(session) =>
          session.isCurrent ? adminsTabTexts.endOwnSessionWarning : adminsTabTexts.endSessionWarning
        }
        confirmLabel={adminsTabTexts.endSession}
        confirmColor="red"
        onClose={() => {
          setEnding(undefined);
        }}
        onConfirm={async (session) => {
          await end.mutateAsync({ id: session.id }).then(
            () => {
              showToast(adminToasts.sessionEnded);
            },
            () => undefined,
          );
        }}
      />
    </section>
  );
}
