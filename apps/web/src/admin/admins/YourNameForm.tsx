import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { classifyFailedCall, isUnauthorized } from '../../app/failed-call.ts';
import { showToast } from '../../layout/ToastRegion/show-toast.ts';
import { adminToasts } from '../admin-toasts.ts';
import { useAdminTRPC } from '../api/admin-api.ts';
import { displayNameProblem } from './admin-name-rule.ts';

const yourNameTexts = {
  label: 'Your name',
  hint: 'Your name, as e-mails to leads and candidates are signed. Without it, your e-mail address stands in.',
  submit: 'Save name',
} as const;

/**
 * The logged-in admin's display name, read from the admins list (their own row). Saving a blank
 * name clears it; the server applies the same rule and says what it refused.
 */
export function YourNameForm() {
  const trpc = useAdminTRPC();
  const queryClient = useQueryClient();
  const admins = useQuery(trpc.admins.list.queryOptions());
  const stored = admins.data?.find((admin) => admin.isYou)?.displayName;
  const form = useForm({
    initialValues: { displayName: '' },
    validate: { displayName: displayNameProblem },
  });
  const { setInitialValues, setValues } = form;
  // Filled in once the list arrives, and again after a save (which the list then confirms).
  useEffect(() => {
    if (stored === undefined) return;
    setInitialValues({ displayName: stored ?? '' });
    setValues({ displayName: stored ?? '' });
  }, [stored, setInitialValues, setValues]);
  const change = useMutation(
    trpc.admins.changeName.mutationOptions({
      onSuccess: ({ displayName }) => {
        showToast(adminToasts.nameChanged(displayName));
        return Promise.all(
          [trpc.admins.pathKey(), trpc.audit.pathKey()].map((queryKey) =>
            queryClient.invalidateQueries({ queryKey }),
          ),
        );
      },
      onError: (error) => {
        if (isUnauthorized(error)) return;
        const failure = classifyFailedCall(error);
        if (failure.kind === 'refused') form.setFieldError('displayName', failure.message);
        else showToast(adminToasts.nameChangeFailed());
      },
    }),
  );

  return (
    <form
      noValidate
      onSubmit={form.onSubmit(({ displayName }) => {
        change.mutate({ displayName });
      })}
    >
      <Stack gap="sm" maw={420}>
        <TextInput
          label={yourNameTexts.label}
          description={yourNameTexts.hint}
          autoComplete="name"
          disabled={admins.isPending}
          {...form.getInputProps('displayName')}
        />
        <Group>
          <Button type="submit" loading={change.isPending} disabled={admins.isPending}>
            {yourNameTexts.submit}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
