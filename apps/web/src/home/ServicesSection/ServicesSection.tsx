import { serviceGroups, servicesSection } from '../../content/home.ts';
import { CheckList, CheckListItem } from '../../components/CheckList/CheckList.tsx';
import { PageSection } from '../../components/PageSection/PageSection.tsx';
import { SectionHeader } from '../../components/SectionHeader/SectionHeader.tsx';
import classes from './ServicesSection.module.css';

export function ServicesSection() {
  return (
    <PageSection id={servicesSection.id} labelledBy="services-heading" tone="tinted">
      <SectionHeader
        headingId="services-heading"
        title={servicesSection.title}
        description={servicesSection.description}
      />
      <div className={classes.grid}>
        {serviceGroups.map((group) => (
          <article key={group.title} className={classes.group}>
            <h3 className={classes.groupTitle}>{group.title}</h3>
            <CheckList spacing="lg">
              {group.features.map((feature) => (
                <CheckListItem key={feature.title}>
                  <p className={classes.featureTitle}>{feature.title}</p>
                  <p className={classes.featureDescription}>{feature.description}</p>
                </CheckListItem>
              ))}
            </CheckList>
          </article>
        ))}
      </div>
    </PageSection>
  );
}
