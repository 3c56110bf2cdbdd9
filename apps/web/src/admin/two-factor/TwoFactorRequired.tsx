import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import classes from './TwoFactor.module.css';
import { TwoFactorSetup } from './TwoFactorSetup.tsx';

const twoFactorRequiredTexts = {
  title: 'Set up two-factor login',
  explanation:
    'Every admin here logs in with a code from an authenticator app as well as a password. Set it up to go on to the CRM.',
  logout: 'Logout',
} as const;

type TwoFactorRequiredProps = {
  /** Two-factor login is on: the session may go on to the CRM once `auth.session` says so. */
  readonly onDone: () => void;
  readonly onLogout: () => Promise<void>;
};

/**
 * What a session sees while REQUIRE_TWO_FACTOR holds it (`auth.session` says
 * `pendingSetup: 'two_factor_enrolment'`): the set-up, and a way out.
 */
export function TwoFactorRequired({ onDone, onLogout }: TwoFactorRequiredProps) {
  return (
    <main className={classes.requiredPage}>
      <Paper withBorder shadow="md" radius="lg" p="lg" className={classes.requiredCard}>
        <Stack gap="md">
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Group gap="sm" wrap="nowrap">
              <IconShieldLock aria-hidden size={32} stroke={1.5} />
              <Title order={1} size="h3">
                {twoFactorRequiredTexts.title}
              </Title>
            </Group>
            <Button
              variant="default"
              size="xs"
              className={classes.noShrink}
              onClick={() => void onLogout()}
            >
              {twoFactorRequiredTexts.logout}
            </Button>
          </Group>
          <Text>{twoFactorRequiredTexts.explanation}</Text>
          <TwoFactorSetup headingOrder={2} onDone={onDone} />
        </Stack>
      </Paper>
    </main>
  );
}
