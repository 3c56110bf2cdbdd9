import { useRouter } from '@tanstack/react-router';
import { useCallback, useEffect } from 'react';
import type { HomeSectionId } from '../content/navigation.ts';
import { scrollDelaysMs, scrollToSection, takeScrollToContactRequest } from './section-scroll.ts';

/**
 * Scrolls to a home-page section: in place when the current page has it (home, or /contact for the
 * contact section), otherwise after navigating home.
 */
export function useGoToHomeSection(): (sectionId: HomeSectionId) => Promise<void> {
  const router = useRouter();
  return useCallback(
    async (sectionId: HomeSectionId) => {
      if (scrollToSection(sectionId)) return;
      await router.navigate({ href: '/' });
      window.setTimeout(() => scrollToSection(sectionId), scrollDelaysMs.afterNavigatingHome);
    },
    [router],
  );
}

/** Always navigates home first, then scrolls: the header's '/#pricing' and '/#contact' links. */
export function useGoToSectionOnHome(): (sectionId: HomeSectionId) => Promise<void> {
  const router = useRouter();
  return useCallback(
    async (sectionId: HomeSectionId) => {
      await router.navigate({ href: '/' });
      window.setTimeout(() => scrollToSection(sectionId), scrollDelaysMs.afterNavigatingHome);
    },
    [router],
  );
}

/** On the home page: honours a pending scroll-to-contact request once. */
export function useScrollToContactRequest(): void {
  useEffect(() => {
    const sectionId = takeScrollToContactRequest();
    if (sectionId === null) return;
    const timer = window.setTimeout(
      () => scrollToSection(sectionId),
      scrollDelaysMs.requestedOnArrival,
    );
    return () => {
      window.clearTimeout(timer);
    };
  }, []);
}
