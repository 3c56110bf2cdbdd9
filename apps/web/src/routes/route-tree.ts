import { aboutRoute } from './about-route.ts';
import { adminAdminsRoute } from './admin/admin-admins-route.ts';
import { adminAuditRoute } from './admin/admin-audit-route.ts';
import { adminContactsRoute } from './admin/admin-contacts-route.ts';
import { adminHiringRoute } from './admin/admin-hiring-route.ts';
import { adminPipelineRoute } from './admin/admin-pipeline-route.ts';
import { adminPrivacyRoute } from './admin/admin-privacy-route.ts';
import { adminReportsRoute } from './admin/admin-reports-route.ts';
import { adminRoute } from './admin/admin-route.ts';
import { adminSpamRoute } from './admin/admin-spam-route.ts';
import { adminTemplatesRoute } from './admin/admin-templates-route.ts';
import { adminUnmatchedRoute } from './admin/admin-unmatched-route.ts';
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
  // One route per entry of `adminAreas` (routes/admin/admin-areas.ts; route-tree.test.ts checks).
  adminRoute.addChildren([
    adminPipelineRoute,
    adminContactsRoute,
    adminHiringRoute,
    adminUnmatchedRoute,
    adminReportsRoute,
    adminTemplatesRoute,
    adminSpamRoute,
    adminPrivacyRoute,
    adminAdminsRoute,
    adminAuditRoute,
  ]),
]);
