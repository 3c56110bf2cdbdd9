import { Container } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './PageHero.module.css';

type PageHeroProps = {
  readonly eyebrow?: string;
  readonly heading: string;
  readonly text: string;
  /** Buttons, figures or notes under the text. */
  readonly children?: ReactNode;
};

export const pageHeroHeadingId = 'page-heading';

/** The dark opening band of an inner page, holding its one h1. */
export function PageHero({ eyebrow, heading, text, children }: PageHeroProps) {
  return (
    <section aria-labelledby={pageHeroHeadingId} className={classes.hero}>
      <Container size="lg">
        <div className={classes.copy}>
          {eyebrow === undefined ? null : <p className={classes.eyebrow}>{eyebrow}</p>}
          <h1 id={pageHeroHeadingId} className={classes.heading}>
            {heading}
          </h1>
          <p className={classes.text}>{text}</p>
          {children}
        </div>
      </Container>
    </section>
  );
}
