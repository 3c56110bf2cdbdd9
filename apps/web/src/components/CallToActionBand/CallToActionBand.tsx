import { Container } from '@mantine/core';
import type { ReactNode } from 'react';
import bandClasses from '../../home/ClosingCallToAction/ClosingCallToAction.module.css';

type CallToActionBandProps = {
  readonly headingId: string;
  readonly heading: string;
  readonly text: string;
  /** The band's button. */
  readonly children: ReactNode;
};

/** The closing band of a page, styled like the home page's closing call to action. */
export function CallToActionBand({ headingId, heading, text, children }: CallToActionBandProps) {
  return (
    <section aria-labelledby={headingId} className={bandClasses.band}>
      <Container size="md" className={bandClasses.content}>
        <h2 id={headingId} className={bandClasses.heading}>
          {heading}
        </h2>
        <p className={bandClasses.text}>{text}</p>
        {children}
      </Container>
    </section>
  );
}
