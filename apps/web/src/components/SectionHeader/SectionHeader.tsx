import classes from './SectionHeader.module.css';

type SectionHeaderProps = {
  readonly headingId: string;
  readonly title: string;
  /** The lead paragraph; sections without one show the h2 alone. */
  readonly description?: string | undefined;
};

/** Centred h2 and lead paragraph that open a section. */
export function SectionHeader({ headingId, title, description }: SectionHeaderProps) {
  return (
    <header className={classes.header}>
      <h2 id={headingId}>{title}</h2>
      {description !== undefined && <p className={classes.description}>{description}</p>}
    </header>
  );
}
