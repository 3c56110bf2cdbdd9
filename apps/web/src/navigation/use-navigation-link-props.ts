import { useRouter } from '@tanstack/react-router';
import type { MouseEvent } from 'react';
import { homeSectionIds, type HomeSectionId, type NavigationLink } from '../content/navigation.ts';
import { useGoToHomeSection, useGoToSectionOnHome } from './use-site-navigation.ts';

const sectionByHomeHref = {
  '/#pricing': homeSectionIds.pricing,
  '/#contact': homeSectionIds.contact,
} as const satisfies Record<string, HomeSectionId>;

type HomeSectionHref = keyof typeof sectionByHomeHref;

function isHomeSectionHref(href: string): href is HomeSectionHref {
  return href in sectionByHomeHref;
}

/** A click the browser should handle itself: new tab, new window, download, or not the main button. */
function isModifiedClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

export type NavigationLinkProps = {
  readonly href: string;
  readonly onClick: (event: MouseEvent<HTMLAnchorElement>) => void;
};

/**
 * Anchor props for a header or footer link: a real href (so the links work without JavaScript and
 * open in new tabs), and client-side navigation or smooth scrolling on a plain click.
 */
export function useNavigationLinkProps(
  link: NavigationLink,
  afterChoice?: () => void,
): NavigationLinkProps {
  const router = useRouter();
  const goToHomeSection = useGoToHomeSection();
  const goToSectionOnHome = useGoToSectionOnHome();

  const href = link.kind === 'section' ? `/#${link.sectionId}` : link.href;
  const follow = (): Promise<void> => {
    if (link.kind === 'section') return goToHomeSection(link.sectionId);
    if (isHomeSectionHref(link.href)) return goToSectionOnHome(sectionByHomeHref[link.href]);
    return router.navigate({ href: link.href });
  };

  return {
    href,
    onClick: (event) => {
      if (isModifiedClick(event)) return;
      event.preventDefault();
      afterChoice?.();
      void follow();
    },
  };
}
