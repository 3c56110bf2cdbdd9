import { lazyRouteComponent } from '@tanstack/react-router';
import { createPublicPageRoute } from './create-public-page-route.ts';

export const aboutRoute = createPublicPageRoute({
  path: '/about',
  loadHead: async () => {
    const { aboutPage } = await import('../content/about.ts');
    return { title: aboutPage.title, description: aboutPage.metaDescription };
  },
  component: lazyRouteComponent(() => import('../about/AboutPage.tsx'), 'AboutPage'),
});
