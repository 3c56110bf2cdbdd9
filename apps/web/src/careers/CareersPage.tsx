import { IconClockHour4 } from '@tabler/icons-react';
import { useState } from 'react';
import { careersPage } from '../content/careers.ts';
import { BenefitCardGrid } from '../components/BenefitCardGrid/BenefitCardGrid.tsx';
import { InPageButton } from '../components/LinkButtons/InPageButton.tsx';
import { PageHero } from '../components/PageHero/PageHero.tsx';
import { ProcessStepList } from '../components/ProcessStepList/ProcessStepList.tsx';
import { SectionHeader } from '../components/SectionHeader/SectionHeader.tsx';
import { PageSection } from '../components/PageSection/PageSection.tsx';
import { usePeekPostedFormState } from '../posted-form/posted-form-state.ts';
import { ApplicationSection } from './ApplicationSection.tsx';
import classes from './CareersPage.module.css';
import { PositionCard } from './PositionCard.tsx';

export function CareersPage() {
  const { hero, benefits, culture, positions, applicationProcess } = careersPage;
  // A page rendered for a refused plain post starts with the position that post chose.
  const posted = usePeekPostedFormState('career', '/careers');
  const [selectedPosition, setSelectedPosition] = useState(posted?.values.position ?? '');
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} heading={hero.heading} text={hero.text}>
        <dl className={classes.heroStats}>
          {hero.stats.map((stat) => (
            <div key={stat.label}>
              <dt>{stat.label}</dt>
              <dd>{stat.value}</dd>
            </div>
          ))}
        </dl>
        <div className={classes.heroActions}>
          <InPageButton label={hero.buttonLabel} targetId={positions.id} size="lg" />
          <p className={classes.reviewNote}>
            <IconClockHour4 size={20} aria-hidden="true" />
            {hero.reviewNote}
          </p>
        </div>
      </PageHero>
      <PageSection labelledBy="benefits-heading">
        <SectionHeader
          headingId="benefits-heading"
          title={benefits.heading}
          description={benefits.intro}
        />
        <BenefitCardGrid items={benefits.items} />
      </PageSection>
      <PageSection labelledBy="culture-heading" tone="tinted">
        <SectionHeader
          headingId="culture-heading"
          title={culture.heading}
          description={culture.intro}
        />
        <BenefitCardGrid items={culture.points} />
      </PageSection>
      <PageSection id={positions.id} labelledBy="positions-heading">
        <SectionHeader
          headingId="positions-heading"
          title={positions.heading}
          description={positions.intro}
        />
        <div className={classes.positions}>
          {positions.items.map((position) => (
            <PositionCard key={position.id} position={position} onApply={setSelectedPosition} />
          ))}
        </div>
      </PageSection>
      <PageSection labelledBy="process-heading" tone="tinted">
        <SectionHeader
          headingId="process-heading"
          title={applicationProcess.heading}
          description={applicationProcess.intro}
        />
        <ProcessStepList steps={applicationProcess.steps} />
      </PageSection>
      <ApplicationSection position={selectedPosition} onPositionChange={setSelectedPosition} />
    </>
  );
}
