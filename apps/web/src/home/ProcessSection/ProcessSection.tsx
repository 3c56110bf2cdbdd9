import { processSection, processSteps } from '../../content/home.ts';
import { PageSection } from '../../components/PageSection/PageSection.tsx';
import { SectionHeader } from '../../components/SectionHeader/SectionHeader.tsx';
import classes from './ProcessSection.module.css';

export function ProcessSection() {
  return (
    <PageSection id={processSection.id} labelledBy="process-heading" tone="tinted">
      <SectionHeader
        headingId="process-heading"
        title={processSection.title}
        description={processSection.description}
      />
      <ol className={classes.steps}>
        {processSteps.map((step) => (
          <li key={step.step} className={classes.step}>
            <span className={classes.number} aria-hidden="true">
              {step.step}
            </span>
            <h3 className={classes.title}>{step.title}</h3>
            <p className={classes.duration}>{step.duration}</p>
            <p className={classes.description}>{step.description}</p>
          </li>
        ))}
      </ol>
    </PageSection>
  );
}
