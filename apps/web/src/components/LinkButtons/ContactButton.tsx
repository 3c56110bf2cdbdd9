import type { ButtonProps } from '@mantine/core';
import { homeSectionIds } from '../../content/navigation.ts';
import { NavigationButton } from '../../navigation/NavigationButton.tsx';

type ContactButtonProps = ButtonProps & {
  readonly label: string;
};

/**
 * A call to action that goes to the home page's contact section: the site navigation navigates
 * home and smooth-scrolls there after 200 ms; without JavaScript it is a link to /#contact.
 */
export function ContactButton({ label, ...buttonProps }: ContactButtonProps) {
  return (
    <NavigationButton
      link={{ kind: 'section', label, sectionId: homeSectionIds.contact }}
      {...buttonProps}
    />
  );
}
