import { homeSectionIds, type HomeSectionId } from '../content/navigation.ts';

/** Spec section 9: how long to wait before scrolling, so the home page has rendered and settled. */
export const scrollDelaysMs = {
  requestedOnArrival: 100,
  afterNavigatingHome: 200,
} as const;

/** Session storage entry another page sets to ask the home page to scroll to its contact section. */
export const scrollToContactStorageKey = 'scroll-to-contact';

function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Smooth-scrolls to an element on the current page; jumps instead when the user asked for less motion. */
export function scrollToSection(sectionId: string): boolean {
  const section = document.getElementById(sectionId);
  if (section === null) return false;
  section.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
  return true;
}

export function requestScrollToContact(): void {
  window.sessionStorage.setItem(scrollToContactStorageKey, 'true');
}

/** Reads and clears the request in one step, so it is honoured once. */
export function takeScrollToContactRequest(): HomeSectionId | null {
  const requested = window.sessionStorage.getItem(scrollToContactStorageKey) !== null;
  window.sessionStorage.removeItem(scrollToContactStorageKey);
  return requested ? homeSectionIds.contact : null;
}
