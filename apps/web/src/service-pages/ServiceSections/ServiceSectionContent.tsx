import type { ServiceSection } from '../../content/services.ts';
import { BenefitCardGrid } from '../../components/BenefitCardGrid/BenefitCardGrid.tsx';
import { ProcessStepList } from '../../components/ProcessStepList/ProcessStepList.tsx';
import { SectionHeader } from '../../components/SectionHeader/SectionHeader.tsx';
import { DesignShowcase } from './DesignShowcase.tsx';
import { HighlightGrid } from './HighlightGrid.tsx';
import { ListGroupGrid } from './ListGroupGrid.tsx';
import { ToolCardGrid } from './ToolCardGrid.tsx';

type ServiceSectionContentProps = {
  readonly section: ServiceSection;
  readonly headingId: string;
};

function SectionBody({ section }: { readonly section: ServiceSection }) {
  switch (section.kind) {
    case 'benefits':
      return <BenefitCardGrid items={section.items} />;
    case 'process':
      return <ProcessStepList steps={section.steps} />;
    case 'lists':
      return <ListGroupGrid groups={section.groups} />;
    case 'tools':
      return <ToolCardGrid tools={section.tools} />;
    case 'design':
      return <DesignShowcase section={section} />;
    case 'highlights':
      return <HighlightGrid items={section.items} />;
  }
}

/** The heading and body of one section of a service page, by its kind. */
export function ServiceSectionContent({ section, headingId }: ServiceSectionContentProps) {
  return (
    <>
      <SectionHeader headingId={headingId} title={section.heading} description={section.intro} />
      <SectionBody section={section} />
    </>
  );
}
