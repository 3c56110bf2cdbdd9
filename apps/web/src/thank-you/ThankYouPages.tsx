import { Container } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { IconBadge } from '../components/IconBadge/IconBadge.tsx';
import type { PageLink } from '../content/navigation.ts';
import { NavigationButton } from '../navigation/NavigationButton.tsx';
import { careerThankYouTexts, contactThankYouTexts } from './thank-you-texts.ts';
import classes from './ThankYouPages.module.css';

const backToSite: PageLink = { kind: 'page', label: 'Back to the website', href: '/' };

function ThankYouPage({ heading, lines }: { heading: string; lines: readonly string[] }) {
  return (
    <Container size="sm" className={classes.page}>
      <IconBadge icon={IconCircleCheck} color="bamboo" />
      <h1 className={classes.heading}>{heading}</h1>
      {lines.map((line) => (
        <p key={line} className={classes.text}>
          {line}
        </p>
      ))}
      <NavigationButton link={backToSite} mt="xl" size="md" />
    </Container>
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
