import { Container } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './PageSection.module.css';

type PageSectionProps = {
  /** The anchor other links scroll to, when the section has one. */
  readonly id?: string | null;
  readonly labelledBy: string;
  readonly tone?: 'plain' | 'tinted' | 'dark';
  readonly children: ReactNode;
};

/** A full-width band of a page with the site's spacing and one of its background tones. */
export function PageSection({ id, labelledBy, tone = 'plain', children }: PageSectionProps) {
  return (
    <section
      id={id ?? undefined}
      aria-labelledby={labelledBy}
      className={`${classes.section} ${classes[tone]}`}
    >
      <Container size="lg">{children}</Container>
    </section>
  );
}
