import { Container } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { applicationFormHeading, careersPage } from '../content/careers.ts';
import classes from './CareersPage.module.css';

/** The form and its validation (zod) load as their own chunk, as the contact form does. */
const CareerApplicationForm = lazy(() =>
  import('./CareerApplicationForm/CareerApplicationForm.tsx').then((module) => ({
    default: module.CareerApplicationForm,
  })),
);

type ApplicationSectionProps = {
  readonly position: string;
  readonly onPositionChange: (position: string) => void;
};

const { applicationForm } = careersPage;

export function ApplicationSection({ position, onPositionChange }: ApplicationSectionProps) {
  return (
    <section
      id={applicationForm.id}
      aria-labelledby="application-heading"
      className={classes.application}
    >
      <Container size="md">
        <header className={classes.applicationHeader}>
          <h2 id="application-heading">{applicationFormHeading(position)}</h2>
          <p className={classes.applicationIntro}>{applicationForm.intro}</p>
        </header>
        <div className={classes.applicationCard}>
          <Suspense fallback={null}>
            <CareerApplicationForm position={position} onPositionChange={onPositionChange} />
          </Suspense>
        </div>
      </Container>
    </section>
  );
}
