import { Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { classifyFailedCall } from '../../app/failed-call.ts';
import { AdminDialog } from '../dialogs/AdminDialog.tsx';
import { toastFailure } from './TwoFactorSetup.tsx';

const passwordRequired = 'Password is required';

type PasswordDialogProps = {
  readonly opened: boolean;
  readonly title: string;
  readonly explanation: string;
  readonly confirmLabel: string;
  readonly confirmColor?: string;
  readonly onClose: () => void;
  /** Resolves once the server took the password; a refusal of it shows under the field. */
  readonly onConfirm: (password: string) => Promise<unknown>;
};

/** Asks for the admin's password again before a change to their two-factor login. */
export function PasswordDialog({
  opened,
  title,
  explanation,
  confirmLabel,
  confirmColor,
  onClose,
  onConfirm,
}: PasswordDialogProps) {
  const [sending, setSending] = useState(false);
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { password: '' },
    validate: { password: (value) => (value === '' ? passwordRequired : null) },
  });
  const close = () => {
    form.reset();
    onClose();
  };
  const submit = async ({ password }: { password: string }) => {
    setSending(true);
    try {
      await onConfirm(password);
      close();
    } catch (error) {
      const failure = classifyFailedCall(error);
      if (failure.kind === 'refused' && failure.code === 'BAD_REQUEST') {
        form.setFieldError('password', failure.message);
      } else {
        toastFailure(error);
        close();
      }
    } finally {
      setSending(false);
    }
  };
  return (
    <AdminDialog
      opened={opened}
      onClose={close}
      title={title}
      closeOnClickOutside={!sending}
      closeOnEscape={!sending}
    >
      <form noValidate onSubmit={form.onSubmit(submit)}>
        <Stack gap="md">
          <Text size="sm">{explanation}</Text>
          <PasswordInput
            label="Your password"
            autoComplete="current-password"
            data-autofocus
            key={form.key('password')}
            {...form.getInputProps('password')}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={sending}>
              Cancel
            </Button>
            <Button type="submit" color={confirmColor} loading={sending}>
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </AdminDialog>
  );
}
