import type { Highlight } from '../../content/services.ts';
import classes from './ServiceSections.module.css';

export function HighlightGrid({ items }: { readonly items: readonly Highlight[] }) {
  return (
    <dl className={classes.highlights}>
      {items.map((item) => (
        <div key={item.label} className={classes.highlight}>
          <dt className={classes.highlightLabel}>{item.label}</dt>
          <dd className={classes.highlightValue}>{item.value}</dd>
          <dd className={classes.highlightDescription}>{item.description}</dd>
        </div>
      ))}
    </dl>
  );
}
