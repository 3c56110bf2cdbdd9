import { IconCircleCheck } from '@tabler/icons-react';
import { MessagePage } from '../components/MessagePage/MessagePage.tsx';
import type { PageLink } from '../content/navigation.ts';
import { careerThankYouTexts, contactThankYouTexts } from './thank-you-texts.ts';

const backToSite: PageLink = { kind: 'page', label: 'Back to the website', href: '/' };

function ThankYouPage({ heading, lines }: { heading: string; lines: readonly string[] }) {
  return (
    <MessagePage
      icon={IconCircleCheck}
      iconColor="bamboo"
      heading={heading}
      lines={lines}
      link={backToSite}
    />
  );
}

/** Where a contact form posted without JavaScript lands once stored (spec sections 4 and 8). */
export function ContactThankYouPage() {
  return (
    <ThankYouPage
      heading={contactThankYouTexts.heading}
      lines={[contactThankYouTexts.title, contactThankYouTexts.message]}
    />
  );
}

/** Where a job application posted without JavaScript lands once stored (spec section 8). */
export function CareerThankYouPage() {
  return (
    <ThankYouPage heading={careerThankYouTexts.heading} lines={[careerThankYouTexts.message]} />
  );
}
