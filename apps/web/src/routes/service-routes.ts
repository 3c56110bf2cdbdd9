import { lazyRouteComponent } from '@tanstack/react-router';
import type { ServicePath } from '../content/services.ts';
import { createPublicPageRoute } from './create-public-page-route.ts';

const loadServicePage = async (path: ServicePath) => (await import('../content/services.ts')).servicePages[path];

function createServiceRoute<const Path extends ServicePath>(path: Path) {
  return createPublicPageRoute({
    path,
    loadHead: async () => {
      const [page, { serviceStructuredData }] = await Promise.all([
        loadServicePage(path),
        import('../services/service-structured-data.ts'),
      ]);
      return { title: page.title, description: page.metaDescription, structuredData: serviceStructuredData(page) };
    },
    component: lazyRouteComponent(async () => {
      const [page, { createServicePageComponent }] = await Promise.all([
        loadServicePage(path),
        import('../services/service-page-component.tsx'),
      ]);
      return { default: createServicePageComponent(page) };
    }),
  });
}

export const dedicatedTeamsRoute = createServiceRoute('/dedicated-teams');
export const teamAugmentationRoute = createServiceRoute('/team-augmentation');
export const projectDevelopmentRoute = createServiceRoute('/project-development');
export const technicalConsultingRoute = createServiceRoute('/technical-consulting');
export const reactNodejsRoute = createServiceRoute('/react-nodejs');
export const pythonDjangoRoute = createServiceRoute('/python-django');
export const mobileDevelopmentRoute = createServiceRoute('/mobile-development');
export const devopsCloudRoute = createServiceRoute('/devops-cloud');
export const rapidPrototypingRoute = createServiceRoute('/rapid-prototyping');
