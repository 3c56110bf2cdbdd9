import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useState } from 'react';
import classes from '../AdminApp.module.css';
import { ActionTooltip, logoutHint } from '../admin-tooltips.tsx';
import { ChangePasswordForm } from './ChangePasswordForm.tsx';

const passwordChangeRequiredTexts = {
  title: 'Choose a new password',
  explanation:
    'You logged in with a temporary password. Choose your own before going on: the temporary one then stops working.',
  submit: 'Save and continue',
  logout: 'Logout',
} as const;

type PasswordChangeRequiredProps = {
  readonly onLogout: () => Promise<void>;
};

/**
 * All an admin added with a temporary password sees until they choose their own: the server
 * refuses everything else meanwhile. Once changed, the session check answers that nothing is
 * owed and the admin screen opens.
 */
export function PasswordChangeRequired({ onLogout }: PasswordChangeRequiredProps) {
  const [loggingOut, setLoggingOut] = useState(false);
  return (
    <main className={classes.loginPage}>
      <Paper withBorder shadow="sm" p="xl" radius="md" maw={480} w="100%">
        <Stack gap="md">
          <Title order={1} size="h2">
            {passwordChangeRequiredTexts.title}
          </Title>
          <Text>{passwordChangeRequiredTexts.explanation}</Text>
          <ChangePasswordForm temporary submitLabel={passwordChangeRequiredTexts.submit} />
          <ActionTooltip label={logoutHint}>
            <Button
              variant="subtle"
              leftSection={<IconLogout aria-hidden size={18} />}
              loading={loggingOut}
              onClick={() => {
                setLoggingOut(true);
                void onLogout();
              }}
            >
              {passwordChangeRequiredTexts.logout}
            </Button>
          </ActionTooltip>
        </Stack>
      </Paper>
    </main>
  );
}
