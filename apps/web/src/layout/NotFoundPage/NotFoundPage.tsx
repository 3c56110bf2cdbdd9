import { IconAlertCircle } from '@tabler/icons-react';
import type { PageLink } from '../../content/navigation.ts';
import { MessagePage } from '../../components/MessagePage/MessagePage.tsx';
import { PublicLayout } from '../PublicLayout/PublicLayout.tsx';

export const notFoundTexts = {
  heading: '404 Page Not Found',
  text: 'Did you forget to add the page to the router?',
} as const;

const homeLink: PageLink = { kind: 'page', label: 'Back to the home page', href: '/' };

export function NotFoundPage() {
  return (
    <PublicLayout>
      <MessagePage
        icon={IconAlertCircle}
        iconColor="red"
        heading={notFoundTexts.heading}
        lines={[notFoundTexts.text]}
        link={homeLink}
      />
    </PublicLayout>
  );
}
