import { caseStudies, successStoriesSection } from '../../content/home.ts';
import { PageSection } from '../../components/PageSection/PageSection.tsx';
import { SectionHeader } from '../../components/SectionHeader/SectionHeader.tsx';
import { TechnologyTags } from '../../components/TechnologyTags/TechnologyTags.tsx';
import classes from './CaseStudiesSection.module.css';

export function CaseStudiesSection() {
  return (
    <PageSection id={successStoriesSection.id} labelledBy="case-studies-heading">
      <SectionHeader
        headingId="case-studies-heading"
        title={successStoriesSection.title}
        description={successStoriesSection.description}
      />
      <div className={classes.grid}>
        {caseStudies.map((caseStudy) => (
          <article key={caseStudy.title} className={classes.card}>
            <p className={classes.category}>{caseStudy.category}</p>
            <h3 className={classes.title}>{caseStudy.title}</h3>
            <p className={classes.description}>{caseStudy.description}</p>
            <dl className={classes.metrics}>
              {caseStudy.metrics.map((metric) => (
                <div key={metric.label} className={classes.metric}>
                  <dt className={classes.metricLabel}>{metric.label}</dt>
                  <dd className={classes.metricValue}>{metric.value}</dd>
                </div>
              ))}
            </dl>
            <div className={classes.technologies}>
              <TechnologyTags technologies={caseStudy.technologies} />
            </div>
          </article>
        ))}
      </div>
    </PageSection>
  );
}
