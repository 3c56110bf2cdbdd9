import { lazyRouteComponent } from '@tanstack/react-router';
import { site } from '../content/site.ts';
import { organizationStructuredData } from '../seo/organization-structured-data.ts';
import { createPublicPageRoute } from './create-public-page-route.ts';

export const homeRoute = createPublicPageRoute({
  path: '/',
  loadHead: () =>
    Promise.resolve({
      title: site.defaultTitle,
      description: site.defaultDescription,
      structuredData: organizationStructuredData,
    }),
  component: lazyRouteComponent(() => import('../home/HomePage.tsx'), 'HomePage'),
});
