import { useLocation } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { homeHeaderNavigation, pageHeaderNavigation } from '../../content/navigation.ts';
import { CookieNotice } from '../CookieNotice/CookieNotice.tsx';
import { SiteFooter } from '../SiteFooter/SiteFooter.tsx';
import { SiteHeader } from '../SiteHeader/SiteHeader.tsx';
import classes from './PublicLayout.module.css';

/** Header, main landmark, footer and cookie notice around every public page. */
export function PublicLayout({ children }: { readonly children: ReactNode }) {
  const isHome = useLocation({ select: (location) => location.pathname === '/' });
  return (
    <>
      <a href="#main-content" className={classes.skipLink}>
        Skip to main content
      </a>
      <SiteHeader navigation={isHome ? homeHeaderNavigation : pageHeaderNavigation} />
      <main id="main-content" tabIndex={-1} className={classes.main}>
        {children}
      </main>
      <SiteFooter />
      <CookieNotice />
    </>
  );
}
