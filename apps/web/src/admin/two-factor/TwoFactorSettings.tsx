import { Badge, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDateTime } from '../admin-format.ts';
import { showToast } from '../../layout/ToastRegion/show-toast.ts';
import { useAdminTRPC } from '../api/admin-api.ts';
import { PasswordDialog } from './PasswordDialog.tsx';
import { RecoveryCodes } from './RecoveryCodes.tsx';
import { TwoFactorSetup } from './TwoFactorSetup.tsx';
import { twoFactorToasts } from './two-factor-toasts.ts';

const twoFactorSettingsTexts = {
  title: 'Two-factor login',
  on: 'On',
  off: 'Off',
  offText:
    'Log in with a code from an authenticator app on your phone as well as your password, so that a stolen password alone does not open the admin screen.',
  onText: (since: string, codesLeft: number) =>
    `On since ${since}. ${codesLeft} of 10 recovery codes left.`,
  requiredNote: 'Two-factor login is required for every admin here, so it cannot be turned off.',
  loadFailed: 'Two-factor login settings could not be loaded.',
  newCodes: 'New recovery codes',
  newCodesExplanation:
    'Ten new recovery codes replace all of your current ones, used or not. Enter your password to go on.',
  newCodesConfirm: 'Make new codes',
  turnOff: 'Turn off',
  turnOffTitle: 'Turn off two-factor login',
  turnOffExplanation:
    'Your password alone will open the admin screen again, and your recovery codes stop working. Enter your password to go on.',
} as const;

type Dialog = 'turn-off' | 'new-codes' | null;

/** The admin's own two-factor login: its state, setting it up, new recovery codes, turning it off. */
export function TwoFactorSettings() {
  const trpc = useAdminTRPC();
  const queryClient = useQueryClient();
  const status = useQuery(trpc.twoFactor.status.queryOptions());
  const disable = useMutation(trpc.twoFactor.disable.mutationOptions());
  const regenerate = useMutation(trpc.twoFactor.regenerateRecoveryCodes.mutationOptions());
  const [dialog, setDialog] = useState<Dialog>(null);
  const [newCodes, setNewCodes] = useState<string[] | null>(null);

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.twoFactor.status.queryKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.auth.session.queryKey() }),
      // The admins list above shows each admin's two-factor login, this one's included.
      queryClient.invalidateQueries({ queryKey: trpc.admins.list.queryKey() }),
    ]);

  const heading = (
    <Group gap="sm">
      <Title order={3} size="h4">
        {twoFactorSettingsTexts.title}
      </Title>
      {status.data !== undefined && (
        <Badge color={status.data.enabled ? 'bamboo' : 'gray'} variant="light">
          {status.data.enabled ? twoFactorSettingsTexts.on : twoFactorSettingsTexts.off}
        </Badge>
      )}
    </Group>
  );

  if (status.isPending) {
    return (
      <Stack gap="sm" aria-busy>
        {heading}
        <Loader size="sm" aria-label="Loading" />
      </Stack>
    );
  }
  if (status.isError) {
    return (
      <Stack gap="sm">
        {heading}
        <Text c="red.8">{twoFactorSettingsTexts.loadFailed}</Text>
      </Stack>
    );
  }
  const { enabled, enabledAt, recoveryCodesLeft, required } = status.data;

  let body;
  if (newCodes !== null) {
    body = (
      <RecoveryCodes
        codes={newCodes}
        headingOrder={4}
        onSaved={() => {
          setNewCodes(null);
        }}
      />
    );
  } else if (!enabled) {
    body = (
      <Stack gap="sm">
        <Text size="sm">{twoFactorSettingsTexts.offText}</Text>
        <TwoFactorSetup headingOrder={4} onDone={() => void refresh()} />
      </Stack>
    );
  } else {
    body = (
      <Stack gap="sm">
        <Text size="sm">
          {twoFactorSettingsTexts.onText(
            enabledAt === null ? '' : formatDateTime(enabledAt),
            recoveryCodesLeft,
          )}
        </Text>
        {required && (
          <Text size="sm" c="dimmed">
            {twoFactorSettingsTexts.requiredNote}
          </Text>
        )}
        <Group gap="sm">
          <Button
            variant="default"
            onClick={() => {
              setDialog('new-codes');
            }}
          >
            {twoFactorSettingsTexts.newCodes}
          </Button>
          {!required && (
            <Button
              variant="outline"
              color="red"
              onClick={() => {
                setDialog('turn-off');
              }}
            >
              {twoFactorSettingsTexts.turnOff}
            </Button>
          )}
        </Group>
      </Stack>
    );
  }

  return (
    <Stack gap="sm">
      {heading}
      {body}
      <PasswordDialog
        opened={dialog === 'new-codes'}
        title={twoFactorSettingsTexts.newCodes}
        explanation={twoFactorSettingsTexts.newCodesExplanation}
        confirmLabel={twoFactorSettingsTexts.newCodesConfirm}
        onClose={() => {
          setDialog(null);
        }}
        onConfirm={async (password) => {
          const { recoveryCodes } = await regenerate.mutateAsync({ password });
          setNewCodes(recoveryCodes);
          await refresh();
        }}
      />
      <PasswordDialog
        opened={dialog === 'turn-off'}
        title={twoFactorSettingsTexts.turnOffTitle}
        explanation={twoFactorSettingsTexts.turnOffExplanation}
        confirmLabel={twoFactorSettingsTexts.turnOff}
        confirmColor="red"
        onClose={() => {
          setDialog(null);
        }}
        onConfirm={async (password) => {
          await disable.mutateAsync({ password });
          showToast(twoFactorToasts.disabled);
          await refresh();
        }}
      />
    </Stack>
  );
}
