import { Button, Group, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { wrongCurrentPasswordMessage } from '@app/domain';
import { classifyFailedCall, isUnauthorized } from '../../app/failed-call.ts';
import { showToast } from '../../layout/ToastRegion/show-toast.ts';
import { adminToasts } from '../admin-toasts.ts';
import { useAdminTRPC } from '../api/admin-api.ts';

const changePasswordTexts = {
  current: 'Current password',
  currentTemporary: 'Temporary password',
  new: 'New password',
  newHint: 'At least 12 characters, not a common password.',
  repeat: 'Repeat the new password',
  submit: 'Change password',
  required: 'Please fill in this field',
  mismatch: 'The two new passwords differ',
} as const;

type ChangePasswordValues = {
  currentPassword: string;
  newPassword: string;
  repeatedPassword: string;
};

type ChangePasswordFormProps = {
  /** Labels the current password as the temporary one the admin was given. */
  readonly temporary?: boolean;
  readonly submitLabel?: string;
  /** After the server took the new password. */
  readonly onChanged?: () => void;
};

/**
 * Changes the logged-in admin's own password. The server checks the rules (length, common
 * passwords) and says which field its refusal is about; the form only checks that nothing is
 * missing and that the new password was typed the same twice.
 */
export function ChangePasswordForm({
  temporary = false,
  submitLabel = changePasswordTexts.submit,
  onChanged,
}: ChangePasswordFormProps) {
  const trpc = useAdminTRPC();
  const queryClient = useQueryClient();
  const form = useForm<ChangePasswordValues>({
    initialValues: { currentPassword: '', newPassword: '', repeatedPassword: '' },
    validate: {
      currentPassword: (value) => (value === '' ? changePasswordTexts.required : null),
      newPassword: (value) => (value === '' ? changePasswordTexts.required : null),
      repeatedPassword: (value, values) =>
        value !== values.newPassword ? changePasswordTexts.mismatch : null,
    },
  });
  const change = useMutation(
    trpc.admins.changePassword.mutationOptions({
      onSuccess: async () => {
        form.reset();
        showToast(adminToasts.passwordChanged);
        // The session no longer owes a change, and the other sessions are gone.
        await Promise.all(
          [trpc.auth.session.pathKey(), trpc.admins.pathKey()].map((queryKey) =>
            queryClient.invalidateQueries({ queryKey }),
          ),
        );
        onChanged?.();
      },
      onError: (error) => {
        if (isUnauthorized(error)) return;
        const failure = classifyFailedCall(error);
        if (failure.kind !== 'refused') {
          showToast(adminToasts.passwordChangeFailed());
          return;
        }
        form.setFieldError(
          failure.message === wrongCurrentPasswordMessage ? 'currentPassword' : 'newPassword',
          failure.message,
        );
      },
    }),
  );

  return (
    <form
      noValidate
      onSubmit={form.onSubmit(({ currentPassword, newPassword }) => {
        change.mutate({ currentPassword, newPassword });
      })}
    >
      <Stack gap="sm" maw={420}>
        <PasswordInput
          label={temporary ? changePasswordTexts.currentTemporary : changePasswordTexts.current}
          autoComplete="current-password"
          required
          {...form.getInputProps('currentPassword')}
        />
        <PasswordInput
          label={changePasswordTexts.new}
          description={changePasswordTexts.newHint}
          autoComplete="new-password"
          required
          {...form.getInputProps('newPassword')}
        />
        <PasswordInput
          label={changePasswordTexts.repeat}
          autoComplete="new-password"
          required
          {...form.getInputProps('repeatedPassword')}
        />
        <Group>
          <Button type="submit" loading={change.isPending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
