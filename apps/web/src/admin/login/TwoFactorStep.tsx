import { Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { loginChallengeExpiredMessage, twoFactorCodeRequiredMessage } from '@app/domain';
import { classifyFailedCall } from '../../app/failed-call.ts';
import { showToast } from '../../layout/ToastRegion/show-toast.ts';
import { adminToasts } from '../admin-toasts.ts';
import { useAdminTRPC } from '../api/admin-api.ts';
import { loginFailureToast } from './login-failure.ts';

const twoFactorStepTexts = {
  explanation: 'Your password was right. Now enter the code from your authenticator app.',
  recoveryExplanation:
    'Enter one of the recovery codes you saved when you set up two-factor login. Each works once.',
  codeLabel: 'Two-factor code',
  recoveryLabel: 'Recovery code',
  useRecoveryCode: 'Use a recovery code',
  useAppCode: 'Use a code from the app',
  submit: 'Verify',
  submitting: 'Verifying...',
  back: 'Back to the password',
} as const;

type TwoFactorStepProps = {
  /** What the password step answered, sent back with the code. */
  readonly challenge: string;
  readonly onLoggedIn: (token: string) => void;
  /** The challenge is gone (expired, spent) or the admin wants to start again. */
  readonly onRestart: () => void;
};

/** The login's second step: a code from the authenticator app, or a recovery code. */
export function TwoFactorStep({ challenge, onLoggedIn, onRestart }: TwoFactorStepProps) {
  const trpc = useAdminTRPC();
  const secondStep = useMutation(trpc.auth.loginSecondStep.mutationOptions());
  const [useRecoveryCode, setUseRecoveryCode] = useState(false);
  const codeField = useRef<HTMLInputElement>(null);
  /** Counts refused codes: after each, the emptied field takes the focus again. */
  const [refusals, setRefusals] = useState(0);
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { code: '' },
    validate: { code: (value) => (value.trim() === '' ? twoFactorCodeRequiredMessage : null) },
  });

  // The field the admin types into next, whichever kind of code they chose.
  useEffect(() => {
    codeField.current?.focus();
  }, [useRecoveryCode, refusals]);

  const submit = async ({ code }: { code: string }) => {
    try {
      const { token } = await secondStep.mutateAsync({ challenge, code });
      showToast(adminToasts.loginSucceeded);
      onLoggedIn(token);
    } catch (error) {
      showToast(loginFailureToast(error));
      const failure = classifyFailedCall(error);
      if (failure.kind === 'refused' && failure.message === loginChallengeExpiredMessage) {
        onRestart();
        return;
      }
      form.setFieldValue('code', '');
      setRefusals((count) => count + 1);
    }
  };

  const sending = secondStep.isPending;
  return (
    <form noValidate onSubmit={form.onSubmit(submit)} aria-labelledby="admin-login-title">
      <Stack gap="md">
        <Text size="sm">
          {useRecoveryCode
            ? twoFactorStepTexts.recoveryExplanation
            : twoFactorStepTexts.explanation}
        </Text>
        {useRecoveryCode ? (
          <TextInput
            ref={codeField}
            label={twoFactorStepTexts.recoveryLabel}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            disabled={sending}
            key={form.key('code') + '-recovery'}
            {...form.getInputProps('code')}
          />
        ) : (
          <TextInput
            ref={codeField}
            label={twoFactorStepTexts.codeLabel}
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9 ]*"
            maxLength={7}
            disabled={sending}
            key={form.key('code') + '-app'}
            {...form.getInputProps('code')}
          />
        )}
        <Button type="submit" fullWidth size="md" disabled={sending}>
          {sending ? twoFactorStepTexts.submitting : twoFactorStepTexts.submit}
        </Button>
        <Button
          variant="subtle"
          size="compact-sm"
          disabled={sending}
          onClick={() => {
            form.setFieldValue('code', '');
            setUseRecoveryCode((previous) => !previous);
          }}
        >
          {useRecoveryCode ? twoFactorStepTexts.useAppCode : twoFactorStepTexts.useRecoveryCode}
        </Button>
        <Button
          variant="subtle"
          size="compact-sm"
          color="gray"
          disabled={sending}
          onClick={onRestart}
        >
          {twoFactorStepTexts.back}
        </Button>
      </Stack>
    </form>
  );
}
