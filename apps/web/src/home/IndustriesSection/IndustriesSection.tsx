import { industries, industriesSection } from '../../content/home.ts';
import { CheckList, CheckListItem } from '../../components/CheckList/CheckList.tsx';
import { PageSection } from '../../components/PageSection/PageSection.tsx';
import { SectionHeader } from '../../components/SectionHeader/SectionHeader.tsx';
import { TechnologyTags } from '../../components/TechnologyTags/TechnologyTags.tsx';
import classes from './IndustriesSection.module.css';

export function IndustriesSection() {
  return (
    <PageSection id={industriesSection.id} labelledBy="industries-heading">
      <SectionHeader
        headingId="industries-heading"
        title={industriesSection.title}
        description={industriesSection.description}
      />
      <div className={classes.grid}>
        {industries.map((industry) => (
          <article
            key={industry.title}
            className={classes.card}
            style={{ borderTopColor: `var(--mantine-color-${industry.color}-6)` }}
          >
            <h3>{industry.title}</h3>
            <p className={classes.description}>{industry.description}</p>
            <div className={classes.features}>
              <CheckList>
                {industry.features.map((feature) => (
                  <CheckListItem key={feature}>{feature}</CheckListItem>
                ))}
              </CheckList>
            </div>
            <div className={classes.technologies}>
              <TechnologyTags technologies={industry.technologies} />
            </div>
          </article>
        ))}
      </div>
    </PageSection>
  );
}
