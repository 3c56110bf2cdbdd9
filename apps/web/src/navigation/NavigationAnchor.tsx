import type { ReactNode } from 'react';
import type { NavigationLink } from '../content/navigation.ts';
import { useNavigationLinkProps } from './use-navigation-link-props.ts';

type NavigationAnchorProps = {
  readonly link: NavigationLink;
  readonly className?: string;
  readonly afterChoice?: () => void;
  readonly children?: ReactNode;
};

export function NavigationAnchor({
  link,
  className,
  afterChoice,
  children,
}: NavigationAnchorProps) {
  const linkProps = useNavigationLinkProps(link, afterChoice);
  return (
    <a {...linkProps} className={className}>
      {children ?? link.label}
    </a>
  );
}
