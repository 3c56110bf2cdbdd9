import type { ServicePage as ServicePageContent } from '../content/services.ts';
import { CallToActionBand } from '../components/CallToActionBand/CallToActionBand.tsx';
import { CtaLinkButton } from '../components/LinkButtons/CtaLinkButton.tsx';
import { PageHero } from '../components/PageHero/PageHero.tsx';
import { PageSection } from '../components/PageSection/PageSection.tsx';
import classes from './ServicePage.module.css';
import { ServiceSectionContent } from './ServiceSections/ServiceSectionContent.tsx';

type ServicePageProps = {
  readonly page: ServicePageContent;
};

const closingHeadingId = 'closing-heading';

/** Any of the nine service and technology pages, rendered from its content record. */
export function ServicePage({ page }: ServicePageProps) {
  const { hero, sections, closingCta } = page;
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} heading={hero.heading} text={hero.text}>
        <div className={classes.heroActions}>
          <CtaLinkButton button={hero.primaryCta} size="lg" />
          {hero.secondaryCta === undefined ? null : (
            <CtaLinkButton button={hero.secondaryCta} size="lg" variant="white" color="navy" />
          )}
        </div>
      </PageHero>
      {sections.map((section, index) => {
        const headingId = `section-${index + 1}-heading`;
        return (
          <PageSection
            key={section.heading}
            id={section.kind === 'tools' ? section.id : null}
            labelledBy={headingId}
            tone={index % 2 === 0 ? 'plain' : 'tinted'}
          >
            <ServiceSectionContent section={section} headingId={headingId} />
          </PageSection>
        );
      })}
      <CallToActionBand
        headingId={closingHeadingId}
        heading={closingCta.heading}
        text={closingCta.text}
      >
        <CtaLinkButton button={closingCta.button} size="lg" variant="white" mt="xl" />
      </CallToActionBand>
    </>
  );
}
