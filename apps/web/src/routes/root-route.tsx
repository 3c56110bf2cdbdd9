import { createRootRoute, createRoute, Outlet } from '@tanstack/react-router';
import { useEffect } from 'react';
import { NotFoundPage } from '../layout/NotFoundPage/NotFoundPage.tsx';
import { PublicLayout } from '../layout/PublicLayout/PublicLayout.tsx';
import { ToastRegion } from '../layout/ToastRegion/ToastRegion.tsx';
import type { PageDeclaration } from '../seo/page-metadata.ts';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** Canonical path, indexing and the loader of the title, description and JSON-LD of the page. */
    page?: PageDeclaration;
  }
}

export const rootRoute = createRootRoute({
  component: function RootLayout() {
    useEffect(() => {
      // Tells browser tests (and any script) that the page has hydrated and responds to input.
      document.documentElement.dataset.hydrated = 'true';
    }, []);
    return (
      <>
        <Outlet />
        <ToastRegion />
      </>
    );
  },
  notFoundComponent: NotFoundPage,
});

/** Pathless parent of every public page: adds the header, footer and cookie notice. */
export const publicLayoutRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'public',
  component: function PublicPageLayout() {
    return (
      <PublicLayout>
        <Outlet />
      </PublicLayout>
    );
  },
});
