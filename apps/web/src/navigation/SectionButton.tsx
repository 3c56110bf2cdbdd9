import type { ButtonProps } from '@mantine/core';
import type { SectionButton as SectionButtonContent } from '../content/home.ts';
import { NavigationButton } from './NavigationButton.tsx';

type SectionButtonProps = ButtonProps & {
  readonly button: SectionButtonContent;
};

/** A button that smooth-scrolls to a home-page section. */
export function SectionButton({ button, ...buttonProps }: SectionButtonProps) {
  return (
    <NavigationButton
      link={{ kind: 'section', label: button.label, sectionId: button.targetSectionId }}
      {...buttonProps}
    />
  );
}
