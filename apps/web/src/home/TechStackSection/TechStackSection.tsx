import { technologyCategories, techStackSection } from '../../content/home.ts';
import { PageSection } from '../../components/PageSection/PageSection.tsx';
import { SectionHeader } from '../../components/SectionHeader/SectionHeader.tsx';
import { TechnologyTags } from '../../components/TechnologyTags/TechnologyTags.tsx';
import classes from './TechStackSection.module.css';

export function TechStackSection() {
  return (
    <PageSection id={techStackSection.id} labelledBy="tech-stack-heading">
      <SectionHeader
        headingId="tech-stack-heading"
        title={techStackSection.title}
        description={techStackSection.description}
      />
      <div className={classes.grid}>
        {technologyCategories.map((category) => (
          <article key={category.title} className={classes.category}>
            <h3 className={classes.title}>
              <span
                className={classes.dot}
                style={{ backgroundColor: `var(--mantine-color-${category.color}-6)` }}
                aria-hidden="true"
              />
              {category.title}
            </h3>
            <div className={classes.technologies}>
              <TechnologyTags
                size="md"
                technologies={category.technologies.map((technology) => technology.name)}
              />
            </div>
          </article>
        ))}
      </div>
    </PageSection>
  );
}
