import type { Benefit } from '../../content/home.ts';
import benefitClasses from '../../home/BenefitsSection/BenefitsSection.module.css';
import { IconBadge } from '../IconBadge/IconBadge.tsx';
import classes from './BenefitCardGrid.module.css';

type BenefitCardGridProps = {
  readonly items: readonly Benefit[];
};

/** The home page's benefit cards for any list of benefits; four or eight run four to a row when wide. */
export function BenefitCardGrid({ items }: BenefitCardGridProps) {
  const columnsClass = items.length % 4 === 0 ? classes.fourAcross : classes.threeAcross;
  return (
    <div className={`${classes.grid} ${columnsClass}`}>
      {items.map(({ title, description, icon, color }) => (
        <article key={title} className={benefitClasses.card}>
          <IconBadge icon={icon} color={color} />
          <h3 className={benefitClasses.title}>{title}</h3>
          <p className={benefitClasses.description}>{description}</p>
        </article>
      ))}
    </div>
  );
}
