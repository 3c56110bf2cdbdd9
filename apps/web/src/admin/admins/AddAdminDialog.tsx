import { Alert, Button, Code, CopyButton, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { classifyFailedCall, isUnauthorized } from '../../app/failed-call.ts';
import { showToast } from '../../layout/ToastRegion/show-toast.ts';
import { adminToasts } from '../admin-toasts.ts';
import { ActionTooltip } from '../admin-tooltips.tsx';
import { useAdminTRPC } from '../api/admin-api.ts';
import { AdminDialog } from '../dialogs/AdminDialog.tsx';
import { displayNameProblem } from './admin-name-rule.ts';

const addAdminTexts = {
  title: 'Add admin',
  email: 'E-mail address',
  emailHint: 'Their username for logging in.',
  name: 'Name (optional)',
  nameHint: 'As the e-mails they write to leads and candidates are signed. They can change it.',
  required: 'Please enter an e-mail address',
  submit: 'Add admin',
  cancel: 'Cancel',
  added: (username: string) => `${username} can now log in with this temporary password:`,
  shownOnce:
    'It is shown only this once. Give it to them yourself; they choose their own password when they first log in.',
  copy: 'Copy password',
  copyHint: 'Copy the temporary password to the clipboard',
  copied: 'Copied',
  done: 'Done',
} as const;

type AddAdminDialogProps = {
  readonly opened: boolean;
  readonly onClose: () => void;
};

/**
 * Adds an admin by e-mail address, then shows the temporary password the server made, once,
 * with a button to copy it. Closing the dialog forgets it.
 */
export function AddAdminDialog({ opened, onClose }: AddAdminDialogProps) {
  const trpc = useAdminTRPC();
  const queryClient = useQueryClient();
  const form = useForm({
    initialValues: { email: '', displayName: '' },
    validate: {
      email: (value) => (value.trim() === '' ? addAdminTexts.required : null),
      displayName: displayNameProblem,
    },
  });
  const create = useMutation(
    trpc.admins.create.mutationOptions({
      onSuccess: (created) => {
        showToast(adminToasts.adminAdded(created.username));
        return Promise.all(
          [trpc.admins.pathKey(), trpc.audit.pathKey()].map((queryKey) =>
            queryClient.invalidateQueries({ queryKey }),
          ),
        );
      },
      onError: (error) => {
        if (isUnauthorized(error)) return;
        const failure = classifyFailedCall(error);
        // The name was checked here by the same rule: a refusal is about the address.
        if (failure.kind === 'refused') form.setFieldError('email', failure.message);
        else showToast(adminToasts.adminAddFailed());
      },
    }),
  );
  const close = () => {
    form.reset();
    create.reset();
    onClose();
  };
  const created = create.data;

  return (
    <AdminDialog opened={opened} onClose={close} title={addAdminTexts.title}>
      {created === undefined ? (
        <form
          noValidate
          onSubmit={form.onSubmit(({ email, displayName }) => {
            create.mutate(displayName.trim() === '' ? { email } : { email, displayName });
          })}
        >
          <Stack gap="md">
            <TextInput
              label={addAdminTexts.email}
              description={addAdminTexts.emailHint}
              type="email"
              autoComplete="off"
              required
              data-autofocus
              {...form.getInputProps('email')}
            />
            <TextInput
              label={addAdminTexts.name}
              description={addAdminTexts.nameHint}
              autoComplete="off"
              {...form.getInputProps('displayName')}
            />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={close} disabled={create.isPending}>
                {addAdminTexts.cancel}
              </Button>
              <Button type="submit" loading={create.isPending}>
                {addAdminTexts.submit}
              </Button>
            </Group>
          </Stack>
        </form>
      ) : (
        <Stack gap="md">
          <Text>{addAdminTexts.added(created.username)}</Text>
          <Code block data-testid="temporary-password">
            {created.temporaryPassword}
          </Code>
          <Alert color="orange" variant="light">
            {addAdminTexts.shownOnce}
          </Alert>
          <Group justify="flex-end" gap="sm">
            <CopyButton value={created.temporaryPassword}>
              {({ copied, copy }) => (
                <ActionTooltip label={addAdminTexts.copyHint}>
                  <Button
                    variant="default"
                    leftSection={
                      copied ? (
                        <IconCheck aria-hidden size={18} />
                      ) : (
                        <IconCopy aria-hidden size={18} />
                      )
                    }
                    onClick={copy}
                  >
                    {copied ? addAdminTexts.copied : addAdminTexts.copy}
                  </Button>
                </ActionTooltip>
              )}
            </CopyButton>
            <Button onClick={close} data-autofocus>
              {addAdminTexts.done}
            </Button>
          </Group>
        </Stack>
      )}
    </AdminDialog>
  );
}
