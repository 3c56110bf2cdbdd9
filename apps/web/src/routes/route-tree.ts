import { aboutRoute } from './about-route.ts';
import { adminRoute } from './admin-route.ts';
import { blogArticleRoutes } from './blog-article-routes.ts';
import { blogRoute } from './blog-route.ts';
import { careersRoute } from './careers-route.ts';
import { contactRoute } from './contact-route.ts';
import { homeRoute } from './home-route.ts';
import { legalRoutes } from './legal-routes.ts';
import { publicLayoutRoute, rootRoute } from './root-route.tsx';
import { serviceRoutes } from './service-routes.ts';
import { careerThankYouRoute, contactThankYouRoute } from './thank-you-routes.ts';

/** One route per entry of `publicPagePaths` (content/page-paths.ts; route-tree.test.ts checks). */
const publicPageRoutes = [
  homeRoute,
  contactRoute,
  aboutRoute,
  blogRoute,
  careersRoute,
  ...legalRoutes,
  ...serviceRoutes,
  ...blogArticleRoutes,
];

export const routeTree = rootRoute.addChildren([
  publicLayoutRoute.addChildren([...publicPageRoutes, contactThankYouRoute, careerThankYouRoute]),
  adminRoute,
]);
