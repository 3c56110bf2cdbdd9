import { AboutPage } from '../about/AboutPage.tsx';
import { aboutPage } from '../content/about.ts';
import { createPublicPageRoute } from './create-public-page-route.ts';

export const aboutRoute = createPublicPageRoute({
  path: '/about',
  title: aboutPage.title,
  description: aboutPage.metaDescription,
  component: AboutPage,
});
