import classes from './TechnologyTags.module.css';

type TechnologyTagsProps = {
  readonly technologies: readonly string[];
  readonly size?: 'sm' | 'md';
};

export function TechnologyTags({ technologies, size = 'sm' }: TechnologyTagsProps) {
  return (
    <ul className={`${classes.tags} ${classes[size]}`} aria-label="Technologies">
      {technologies.map((technology) => (
        <li key={technology}>{technology}</li>
      ))}
    </ul>
  );
}
