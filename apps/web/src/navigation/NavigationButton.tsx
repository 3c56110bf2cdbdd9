import { Button, type ButtonProps } from '@mantine/core';
import type { NavigationLink } from '../content/navigation.ts';
import { useNavigationLinkProps } from './use-navigation-link-props.ts';

type NavigationButtonProps = ButtonProps & {
  readonly link: NavigationLink;
  readonly afterChoice?: () => void;
};

export function NavigationButton({ link, afterChoice, ...buttonProps }: NavigationButtonProps) {
  const linkProps = useNavigationLinkProps(link, afterChoice);
  return (
    <Button component="a" {...buttonProps} {...linkProps}>
      {link.label}
    </Button>
  );
}
