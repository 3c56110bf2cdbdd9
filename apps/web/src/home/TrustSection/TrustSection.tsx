import { trustCategories, trustSection } from '../../content/home.ts';
import { IconBadge } from '../../components/IconBadge/IconBadge.tsx';
import { PageSection } from '../../components/PageSection/PageSection.tsx';
import { SectionHeader } from '../../components/SectionHeader/SectionHeader.tsx';
import classes from './TrustSection.module.css';

export function TrustSection() {
  return (
    <PageSection id={trustSection.id} labelledBy="trust-heading" tone="tinted">
      <SectionHeader
        headingId="trust-heading"
        title={trustSection.title}
        description={trustSection.description}
      />
      <div className={classes.grid}>
        {trustCategories.map(({ title, icon, color, points }) => (
          <article key={title} className={classes.category}>
            <div className={classes.categoryHeader}>
              <IconBadge icon={icon} color={color} size="md" />
              <h3>{title}</h3>
            </div>
            <ul className={classes.points}>
              {points.map((point) => (
                <li key={point.title}>
                  <p className={classes.pointTitle}>{point.title}</p>
                  <p className={classes.pointDescription}>{point.description}</p>
                </li>
              ))}
            </ul>
          </article>
        ))}
      </div>
    </PageSection>
  );
}
