import { Button, CloseButton, Group, Paper, Text } from '@mantine/core';
import { cookieConsentChoices, cookieNotice } from '../../content/cookie-notice.ts';
import type { PageLink } from '../../content/navigation.ts';
import { NavigationAnchor } from '../../navigation/NavigationAnchor.tsx';
import classes from './CookieNotice.module.css';
import { cookieChoiceAttributes } from './cookie-consent-store.ts';

const cookiePolicyLink: PageLink = {
  kind: 'page',
  label: cookieNotice.policyLinkLabel,
  href: cookieNotice.policyHref,
};

/**
 * Shown until the visitor accepts or declines; the choice is remembered in local storage. Always
 * rendered, hidden by its stylesheet unless cookie-consent-store marks the page undecided. The
 * buttons carry their choice as an attribute: the store handles their clicks from the boot script
 * on, so they work before the app has loaded.
 */
export function CookieNotice() {
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
        <CloseButton aria-label={cookieNotice.closeLabel} {...cookieChoiceAttributes(cookieConsentChoices.declined)} />
      </Group>
      <Text size="sm" mt={4}>
        {cookieNotice.message}
      </Text>
      <Text size="sm" mt="xs">
        {cookieNotice.thirdPartyNote}{' '}
        <NavigationAnchor link={cookiePolicyLink} className={classes.policyLink} />
      </Text>
      <Group justify="flex-end" gap="sm" mt="md">
        <Button variant="default" {...cookieChoiceAttributes(cookieConsentChoices.declined)}>
          {cookieNotice.declineLabel}
        </Button>
        <Button {...cookieChoiceAttributes(cookieConsentChoices.accepted)}>
          {cookieNotice.acceptLabel}
        </Button>
      </Group>
    </Paper>
  );
}
