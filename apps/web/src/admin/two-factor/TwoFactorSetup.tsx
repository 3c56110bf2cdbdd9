import { Button, CopyButton, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { classifyFailedCall, isUnauthorized } from '../../app/failed-call.ts';
import { showToast } from '../../layout/ToastRegion/show-toast.ts';
import { useAdminTRPC } from '../api/admin-api.ts';
import { QrCode } from './QrCode.tsx';
import { RecoveryCodes } from './RecoveryCodes.tsx';
import classes from './TwoFactor.module.css';
import { twoFactorToasts } from './two-factor-toasts.ts';

const twoFactorSetupTexts = {
  start: 'Set up two-factor login',
  starting: 'Starting...',
  scan: 'Scan this QR code with an authenticator app (such as Google Authenticator, Microsoft Authenticator or 1Password), or type the key into it by hand.',
  qrLabel: 'QR code for your authenticator app',
  manualKeyLabel: 'Key to type in by hand',
  copyKey: 'Copy key',
  copiedKey: 'Copied',
  codeLabel: 'Code from the app',
  codeDescription: 'The 6-digit code the app shows now.',
  codeRequired: 'Enter the code',
  confirm: 'Turn on',
  cancel: 'Cancel',
} as const;

type TwoFactorSetupProps = {
  /** Two-factor login is on and the admin has saved the recovery codes. */
  readonly onDone: () => void;
  /** The level of the recovery codes' heading, one below the section's. */
  readonly headingOrder: 2 | 4;
};

/**
 * Setting up two-factor login from start to end: a new secret (QR code and key), a code from the
 * app to confirm it, then the recovery codes, shown once.
 */
export function TwoFactorSetup({ onDone, headingOrder }: TwoFactorSetupProps) {
  const trpc = useAdminTRPC();
  const begin = useMutation(trpc.twoFactor.beginEnrolment.mutationOptions());
  const confirm = useMutation(trpc.twoFactor.confirmEnrolment.mutationOptions());
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { code: '' },
    validate: { code: (value) => (value.trim() === '' ? twoFactorSetupTexts.codeRequired : null) },
  });

  const start = async () => {
    try {
      await begin.mutateAsync();
    } catch (error) {
      toastFailure(error);
    }
  };

  const submit = async ({ code }: { code: string }) => {
    try {
      const answer = await confirm.mutateAsync({ code });
      setRecoveryCodes(answer.recoveryCodes);
      showToast(twoFactorToasts.enabled);
    } catch (error) {
      const failure = classifyFailedCall(error);
      if (failure.kind === 'refused' && failure.code === 'BAD_REQUEST') {
        form.setFieldError('code', failure.message);
      } else {
        toastFailure(error);
      }
    }
  };

  if (recoveryCodes !== null)
    return <RecoveryCodes codes={recoveryCodes} headingOrder={headingOrder} onSaved={onDone} />;

  const secret = begin.data;
  if (secret === undefined) {
    return (
      <Group>
        <Button loading={begin.isPending} onClick={() => void start()}>
          {twoFactorSetupTexts.start}
        </Button>
      </Group>
    );
  }
  // The secret the server keeps stays unused until a set-up is confirmed; a new start replaces it.
  const cancel = () => {
    form.reset();
    begin.reset();
  };

  return (
    <form noValidate onSubmit={form.onSubmit(submit)}>
      <Stack gap="md">
        <Text size="sm">{twoFactorSetupTexts.scan}</Text>
        <div className={classes.qr}>
          <QrCode value={secret.otpauthUri} label={twoFactorSetupTexts.qrLabel} />
        </div>
        <Stack gap={4}>
          <Text size="sm" fw={600} id="two-factor-manual-key-label">
            {twoFactorSetupTexts.manualKeyLabel}
          </Text>
          <Group gap="sm" wrap="nowrap" justify="space-between">
            <Text
              className={classes.manualKey}
              aria-labelledby="two-factor-manual-key-label"
              data-testid="two-factor-manual-key"
            >
              {secret.manualKey}
            </Text>
            <CopyButton value={secret.manualKey.replace(/ /g, '')}>
              {({ copied, copy }) => (
                <Button variant="default" size="xs" className={classes.noShrink} onClick={copy}>
                  {copied ? twoFactorSetupTexts.copiedKey : twoFactorSetupTexts.copyKey}
                </Button>
              )}
            </CopyButton>
          </Group>
        </Stack>
        <TextInput
          label={twoFactorSetupTexts.codeLabel}
          description={twoFactorSetupTexts.codeDescription}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          key={form.key('code')}
          {...form.getInputProps('code')}
        />
        <Group gap="sm">
          <Button type="submit" loading={confirm.isPending}>
            {twoFactorSetupTexts.confirm}
          </Button>
          <Button variant="default" onClick={cancel} disabled={confirm.isPending}>
            {twoFactorSetupTexts.cancel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * A refusal shows the server's reason; no answer at all, the connection's failure. A session that
 * ended goes back to the login form, where a toast would only confuse.
 */
export function toastFailure(error: unknown): void {
  if (isUnauthorized(error)) return;
  const failure = classifyFailedCall(error);
  showToast(
    failure.kind === 'refused'
      ? twoFactorToasts.failed(failure.message)
      : twoFactorToasts.unreachable,
  );
}
