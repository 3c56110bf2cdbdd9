import { aboutRoute } from './about-route.ts';
import { adminRoute } from './admin-route.ts';
import { blogRoute } from './blog-route.ts';
import { careersRoute } from './careers-route.ts';
import { contactRoute } from './contact-route.ts';
import { homeRoute } from './home-route.ts';
import { cookiePolicyRoute, privacyPolicyRoute, termsOfServiceRoute } from './legal-routes.ts';
import type { PublicPagePath } from './public-pages.ts';
import { publicLayoutRoute, rootRoute } from './root-route.tsx';
import {
  dedicatedTeamsRoute,
  devopsCloudRoute,
  mobileDevelopmentRoute,
  projectDevelopmentRoute,
  pythonDjangoRoute,
  rapidPrototypingRoute,
  reactNodejsRoute,
  teamAugmentationRoute,
  technicalConsultingRoute,
} from './service-routes.ts';

/** Exactly one route per entry of `publicPagePaths`, filed under its own path (checked by the types). */
const publicPageRoutes = {
  '/': homeRoute,
  '/contact': contactRoute,
  '/about': aboutRoute,
  '/blog': blogRoute,
  '/careers': careersRoute,
  '/privacy-policy': privacyPolicyRoute,
  '/terms-of-service': termsOfServiceRoute,
  '/cookie-policy': cookiePolicyRoute,
  '/dedicated-teams': dedicatedTeamsRoute,
  '/team-augmentation': teamAugmentationRoute,
  '/project-development': projectDevelopmentRoute,
  '/technical-consulting': technicalConsultingRoute,
  '/react-nodejs': reactNodejsRoute,
  '/python-django': pythonDjangoRoute,
  '/mobile-development': mobileDevelopmentRoute,
  '/devops-cloud': devopsCloudRoute,
  '/rapid-prototyping': rapidPrototypingRoute,
} satisfies { readonly [Path in PublicPagePath]: { readonly fullPath: Path } };

export const routeTree = rootRoute.addChildren([
  publicLayoutRoute.addChildren(Object.values(publicPageRoutes)),
  adminRoute,
]);
