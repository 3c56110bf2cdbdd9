import { Button, CloseButton, Group, Paper, Text } from '@mantine/core';
import { useSyncExternalStore } from 'react';
import type { PageLink } from '../../content/navigation.ts';
import { cookieConsentChoices, cookieNotice } from '../../content/legal.ts';
import { NavigationAnchor } from '../../navigation/NavigationAnchor.tsx';
import classes from './CookieNotice.module.css';
import { readCookieConsent, storeCookieConsent, subscribeToCookieConsent } from './cookie-consent-store.ts';

/** The prerendered page cannot know the visitor's choice, so it renders without the notice. */
const unknownOnServer = () => undefined;

const cookiePolicyLink: PageLink = {
  kind: 'page',
  label: cookieNotice.policyLinkLabel,
  href: cookieNotice.policyHref,
};

/** Shown until the visitor accepts or declines; the choice is remembered in local storage. */
export function CookieNotice() {
  const storedChoice = useSyncExternalStore(subscribeToCookieConsent, readCookieConsent, unknownOnServer);
  if (storedChoice !== null) return null;

  return (
    <Paper
      component="section"
      aria-labelledby="cookie-notice-title"
      className={classes.notice}
      shadow="xl"
      radius="lg"
      withBorder
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Text id="cookie-notice-title" component="h2" fw={700} size="md">
          {cookieNotice.title}
        </Text>
        <CloseButton
          aria-label={cookieNotice.closeLabel}
          onClick={() => {
            storeCookieConsent(cookieConsentChoices.declined);
          }}
        />
      </Group>
      <Text size="sm" mt={4}>
        {cookieNotice.message}
      </Text>
      <Text size="sm" mt="xs">
        {cookieNotice.thirdPartyNote}{' '}
        <NavigationAnchor link={cookiePolicyLink} className={classes.policyLink} />
      </Text>
      <Group justify="flex-end" gap="sm" mt="md">
        <Button
          variant="default"
          onClick={() => {
            storeCookieConsent(cookieConsentChoices.declined);
          }}
        >
          {cookieNotice.declineLabel}
        </Button>
        <Button
          onClick={() => {
            storeCookieConsent(cookieConsentChoices.accepted);
          }}
        >
          {cookieNotice.acceptLabel}
        </Button>
      </Group>
    </Paper>
  );
}
