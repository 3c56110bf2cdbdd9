import { Container } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { PageLink } from '../../content/navigation.ts';
import { PublicLayout } from '../PublicLayout/PublicLayout.tsx';
import { NavigationButton } from '../../navigation/NavigationButton.tsx';
import { IconBadge } from '../../components/IconBadge/IconBadge.tsx';
import classes from './NotFoundPage.module.css';

export const notFoundTexts = {
  heading: '404 Page Not Found',
  text: 'Did you forget to add the page to the router?',
} as const;

const homeLink: PageLink = { kind: 'page', label: 'Back to the home page', href: '/' };

export function NotFoundPage() {
  return (
    <PublicLayout>
      <Container size="sm" className={classes.page}>
        <IconBadge icon={IconAlertCircle} color="red" />
        <h1 className={classes.heading}>{notFoundTexts.heading}</h1>
        <p className={classes.text}>{notFoundTexts.text}</p>
        <NavigationButton link={homeLink} mt="xl" size="md" />
      </Container>
    </PublicLayout>
  );
}
