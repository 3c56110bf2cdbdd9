import { Button, CloseButton, Paper } from '@mantine/core';
import { useEffect, useRef, type RefObject } from 'react';
import { cookieConsentChoices, cookieNotice } from '../../content/cookie-notice.ts';
import type { PageLink } from '../../content/navigation.ts';
import { NavigationAnchor } from '../../navigation/NavigationAnchor.tsx';
import classes from './CookieNotice.module.css';
import { cookieChoiceAttributes, cookieNoticeClearanceProperty } from './cookie-consent-store.ts';

const cookiePolicyLink: PageLink = {
  kind: 'page',
  label: cookieNotice.policyLinkLabel,
  href: cookieNotice.policyHref,
};

/**
 * Publishes how far up from the bottom of the window the notice reaches, so that toasts can sit
 * above it rather than over it.
 */
function usePublishedClearance(notice: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = notice.current;
    if (element === null) return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => {
      const clearance = element.offsetHeight + parseFloat(getComputedStyle(element).bottom);
      root.style.setProperty(cookieNoticeClearanceProperty, `${Math.ceil(clearance)}px`);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty(cookieNoticeClearanceProperty);
    };
  }, [notice]);
}

/**
 * Shown until the visitor accepts or declines; the choice is remembered in local storage. Always
 * rendered, hidden by its stylesheet unless cookie-consent-store marks the page undecided. The
 * buttons carry their choice as an attribute: the store handles their clicks from the boot script
 * on, so they work before the app has loaded. Its buttons share the title's row, so that on a
 * phone it keeps to the bottom of the first screen.
 */
export function CookieNotice() {
  const noticeRef = useRef<HTMLElement>(null);
  usePublishedClearance(noticeRef);
  return (
    <Paper
      ref={noticeRef}
      component="section"
      aria-labelledby="cookie-notice-title"
      className={classes.notice}
      shadow="xl"
      radius="lg"
      withBorder
    >
      <h2 id="cookie-notice-title" className={classes.title}>
        {cookieNotice.title}
      </h2>
      <p className={classes.text}>
        {cookieNotice.message} {cookieNotice.thirdPartyNote}{' '}
        <NavigationAnchor link={cookiePolicyLink} className={classes.policyLink} />
      </p>
      <div className={classes.actions}>
        <Button
          size="compact-md"
          variant="default"
          {...cookieChoiceAttributes(cookieConsentChoices.declined)}
        >
          {cookieNotice.declineLabel}
        </Button>
        <Button size="compact-md" {...cookieChoiceAttributes(cookieConsentChoices.accepted)}>
          {cookieNotice.acceptLabel}
        </Button>
        <CloseButton
          aria-label={cookieNotice.closeLabel}
          {...cookieChoiceAttributes(cookieConsentChoices.declined)}
        />
      </div>
    </Paper>
  );
}
