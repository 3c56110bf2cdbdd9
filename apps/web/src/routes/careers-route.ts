import { lazyRouteComponent } from '@tanstack/react-router';
import { createPublicPageRoute } from './create-public-page-route.ts';

export const careersRoute = createPublicPageRoute({
  path: '/careers',
  loadHead: async () => {
    const [{ careersPage }, { careersStructuredData }] = await Promise.all([
      import('../content/careers.ts'),
      import('../careers/careers-structured-data.ts'),
    ]);
    return {
      title: careersPage.title,
      description: careersPage.metaDescription,
      structuredData: careersStructuredData,
    };
  },
  component: lazyRouteComponent(() => import('../careers/CareersPage.tsx'), 'CareersPage'),
});
