import type { ToolCard } from '../../content/services.ts';
import benefitClasses from '../../home/BenefitsSection/BenefitsSection.module.css';
import { IconBadge } from '../../components/IconBadge/IconBadge.tsx';
import classes from './ServiceSections.module.css';

export function ToolCardGrid({ tools }: { readonly tools: readonly ToolCard[] }) {
  return (
    <div className={classes.tools}>
      {tools.map(({ name, category, description, icon, color }) => (
        <article key={name} className={benefitClasses.card}>
          <div className={classes.toolHeader}>
            <IconBadge icon={icon} color={color} />
            <p className={classes.toolCategory}>{category}</p>
          </div>
          <h3 className={benefitClasses.title}>{name}</h3>
          <p className={benefitClasses.description}>{description}</p>
        </article>
      ))}
    </div>
  );
}
