import { servicePages, type ServicePath } from '../content/services.ts';
import { createServicePageComponent } from '../services/service-page-component.tsx';
import { serviceStructuredData } from '../services/service-structured-data.ts';
import { createPublicPageRoute } from './create-public-page-route.ts';

function createServiceRoute<const Path extends ServicePath>(path: Path) {
  const page = servicePages[path];
  return createPublicPageRoute({
    path,
    title: page.title,
    description: page.metaDescription,
    structuredData: serviceStructuredData(page),
    component: createServicePageComponent(page),
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
