import { Container } from '@mantine/core';
import type { LegalDocument } from '../content/legal.ts';
import { PageHero } from '../components/PageHero/PageHero.tsx';
import classes from './LegalPage.module.css';
import { legalSectionId } from './legal-section-id.ts';

type LegalPageProps = {
  readonly document: LegalDocument;
};

const contentsHeadingId = 'legal-contents-heading';

const machineReadableDate = { 'July 2025': '2025-07' } as const satisfies Record<
  LegalDocument['lastUpdated'],
  string
>;

/** A legal document: contents list (sticky beside the text on wide screens), then its sections. */
export function LegalPage({ document }: LegalPageProps) {
  return (
    <>
      <PageHero heading={document.title} text={document.description}>
        <p className={classes.lastUpdated}>
          Last updated:{' '}
          <time dateTime={machineReadableDate[document.lastUpdated]}>{document.lastUpdated}</time>
        </p>
      </PageHero>
      <Container size="lg" className={classes.layout}>
        <nav aria-labelledby={contentsHeadingId} className={classes.contents}>
          <h2 id={contentsHeadingId} className={classes.contentsHeading}>
            On this page
          </h2>
          <ol className={classes.contentsList}>
            {document.sections.map((section) => (
              <li key={section.heading}>
                <a href={`#${legalSectionId(section.heading)}`}>{section.heading}</a>
              </li>
            ))}
          </ol>
        </nav>
        <div className={classes.document}>
          {document.sections.map((section) => {
            const sectionId = legalSectionId(section.heading);
            return (
              <section
                key={section.heading}
                id={sectionId}
                aria-labelledby={`${sectionId}-heading`}
              >
                <h2 id={`${sectionId}-heading`} className={classes.sectionHeading}>
                  {section.heading}
                </h2>
                {section.paragraphs.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
                {section.items === undefined ? null : (
                  <ul>
                    {section.items.map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                )}
              </section>
            );
          })}
        </div>
      </Container>
    </>
  );
}
