import { benefits, whyBuildSection } from '../../content/home.ts';
import { IconBadge } from '../../components/IconBadge/IconBadge.tsx';
import { PageSection } from '../../components/PageSection/PageSection.tsx';
import { SectionHeader } from '../../components/SectionHeader/SectionHeader.tsx';
import classes from './BenefitsSection.module.css';

export function BenefitsSection() {
  return (
    <PageSection id={whyBuildSection.id} labelledBy="benefits-heading">
      <SectionHeader
        headingId="benefits-heading"
        title={whyBuildSection.title}
        description={whyBuildSection.description}
      />
      <div className={classes.grid}>
        {benefits.map(({ title, description, icon, color }) => (
          <article key={title} className={classes.card}>
            <IconBadge icon={icon} color={color} />
            <h3 className={classes.title}>{title}</h3>
            <p className={classes.description}>{description}</p>
          </article>
        ))}
      </div>
    </PageSection>
  );
}
