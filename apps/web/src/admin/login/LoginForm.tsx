import { Button, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconShieldLock } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import {
  adminLoginFormSchema,
  minimumFormFillTimeMs,
  type AdminLoginFormValues,
} from '@app/domain';
import { adminToasts } from '../admin-toasts.ts';
import { ActionTooltip } from '../admin-tooltips.tsx';
import { showToast } from '../../layout/ToastRegion/show-toast.ts';
import { useAdminTRPC } from '../api/admin-api.ts';
import { loginFailureToast } from './login-failure.ts';
import { TwoFactorStep } from './TwoFactorStep.tsx';
import classes from './LoginForm.module.css';
import { useTurnstileWidget } from '../../app/use-turnstile-widget.ts';
import { HoneypotField } from '../../components/BotTraps/HoneypotField.tsx';

const loginFormTexts = {
  title: 'Admin Login',
  submit: 'Secure Login',
  submitting: 'Authenticating...',
  securityNote:
    'Protected by multi-layered security: limits on login attempts, automated-bot detection and sessions that expire.',
  captchaUnavailable:
    'The security check could not be loaded, so logging in is not possible. Check your connection, allow challenges.cloudflare.com in any content blocker, then reload the page.',
} as const;

/**
 * The server takes a form sent sooner than the minimum after it was shown for a bot's (its time
 * trap) and answers as for a wrong password. A password manager can fill the form and the admin
 * press Enter sooner than that, so such a login is held back until the minimum is over, plus a
 * margin for the request's way and for the two clocks not quite agreeing.
 */
const earliestSubmitAfterOpenMs = minimumFormFillTimeMs + 200;

/** Resolves once the time (ms since the epoch) has come; at once when it is past. */
function waitUntil(time: number): Promise<void> {
  const remainingMs = time - Date.now();
  if (remainingMs <= 0) return Promise.resolve();
  return new Promise((resolve) => setTimeout(resolve, remainingMs));
}

/** The trap field travels with the form's values; people never see it, so it stays empty. */
type LoginFormValues = AdminLoginFormValues & { readonly honeypot: string };

type LoginFormProps = {
  /** Receives the bearer token of the new session. */
  readonly onLoggedIn: (token: string) => void;
  /** Set when the server wants a Cloudflare Turnstile token with each login. */
  readonly turnstileSiteKey?: string | undefined;
};

/**
 * Spec sections 2, 4 and 5: the admin login with its honeypot and form-age bot traps, and the
 * Turnstile captcha when the server asks for one.
 */
export function LoginForm({ onLoggedIn, turnstileSiteKey }: LoginFormProps) {
  const trpc = useAdminTRPC();
  const {
    containerRef: captchaContainerRef,
    token: captchaToken,
    loadFailed: captchaLoadFailed,
    reset: resetCaptcha,
  } = useTurnstileWidget(turnstileSiteKey);
  const awaitingCaptcha = turnstileSiteKey !== undefined && captchaToken === null;
  const login = useMutation(trpc.auth.login.mutationOptions());
  // The time trap's starting point, sent with the login.
  const [openedAt] = useState(Date.now);
  const [passwordVisible, setPasswordVisible] = useState(false);
  const visibilityToggle = useRef<HTMLButtonElement>(null);
  const visibilityToggleLabel = passwordVisible ? 'Hide password' : 'Show password';
  const [sending, setSending] = useState(false);
  /** Set while the password step waits for the second factor. */
  const [challenge, setChallenge] = useState<string | null>(null);
  const form = useForm<LoginFormValues>({
    mode: 'uncontrolled',
    initialValues: { username: '', password: '', honeypot: '' },
    validate: schemaResolver(adminLoginFormSchema, { sync: true }),
  });

  const submit = async (values: LoginFormValues) => {
    setSending(true);
    try {
      await waitUntil(openedAt + earliestSubmitAfterOpenMs);
      const answer = await login.mutateAsync({
        username: values.username,
        password: values.password,
        honeypot: values.honeypot,
        submitTime: openedAt,
        captchaToken: captchaToken ?? undefined,
      });
      if ('challenge' in answer) {
        setChallenge(answer.challenge);
        return;
      }
      showToast(adminToasts.loginSucceeded);
      onLoggedIn(answer.token);
    } catch (error) {
      showToast(loginFailureToast(error));
      resetCaptcha();
    } finally {
      setSending(false);
    }
  };

  return (
    <Paper withBorder shadow="md" radius="lg" className={classes.card}>
      <Stack gap="lg">
        <Stack gap={4} align="center">
          <IconShieldLock aria-hidden size={40} stroke={1.5} className={classes.icon} />
          <Title order={1} id="admin-login-title" className={classes.title}>
            {loginFormTexts.title}
          </Title>
        </Stack>
        {challenge !== null && (
          <TwoFactorStep
            challenge={challenge}
            onLoggedIn={onLoggedIn}
            onRestart={() => {
              // The password is asked again, with a new captcha token (the last one is spent).
              setChallenge(null);
              form.setFieldValue('password', '');
              resetCaptcha();
            }}
          />
        )}
        {/* Hidden rather than gone during the second step: the captcha widget stays in place. */}
        <form
          noValidate
          hidden={challenge !== null}
          onSubmit={form.onSubmit(submit)}
          aria-labelledby="admin-login-title"
        >
          <Stack gap="md">
            <TextInput
              label="Username"
              type="email"
              autoComplete="username"
              placeholder="you@example.com"
              disabled={sending}
              key={form.key('username')}
              {...form.getInputProps('username')}
            />
            <PasswordInput
              label="Password"
              autoComplete="current-password"
              disabled={sending}
              visible={passwordVisible}
              onVisibilityChange={setPasswordVisible}
              visibilityToggleFocusable
              visibilityToggleButtonProps={{
                ref: visibilityToggle,
                'aria-label': visibilityToggleLabel,
                'aria-pressed': passwordVisible,
              }}
              key={form.key('password')}
              {...form.getInputProps('password')}
            />
            {/* The toggle is PasswordInput's own, so its tooltip is attached from outside. */}
            <ActionTooltip target={visibilityToggle} label={visibilityToggleLabel} />
            <HoneypotField key={form.key('honeypot')} {...form.getInputProps('honeypot')} />
            {turnstileSiteKey !== undefined &&
              (captchaLoadFailed ? (
                <Text role="alert" size="sm" c="red.8">
                  {loginFormTexts.captchaUnavailable}
                </Text>
              ) : (
                <div ref={captchaContainerRef} className={classes.captcha} />
              ))}
            <Button type="submit" fullWidth size="md" disabled={sending || awaitingCaptcha}>
              {sending ? loginFormTexts.submitting : loginFormTexts.submit}
            </Button>
          </Stack>
        </form>
        <Text size="sm" c="dimmed" ta="center">
          {loginFormTexts.securityNote}
        </Text>
      </Stack>
    </Paper>
  );
}
