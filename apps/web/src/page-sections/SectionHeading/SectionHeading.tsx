import { SectionHeader } from '../../ui/SectionHeader/SectionHeader.tsx';
import headerClasses from '../../ui/SectionHeader/SectionHeader.module.css';

type SectionHeadingProps = {
  readonly headingId: string;
  readonly title: string;
  readonly intro?: string;
};

/** The site's centred section header; sections without a lead paragraph show the h2 alone. */
export function SectionHeading({ headingId, title, intro }: SectionHeadingProps) {
  if (intro !== undefined) return <SectionHeader headingId={headingId} title={title} description={intro} />;
  return (
    <header className={headerClasses.header}>
      <h2 id={headingId}>{title}</h2>
    </header>
  );
}
