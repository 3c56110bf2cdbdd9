import { careersStructuredData } from '../careers/careers-structured-data.ts';
import { CareersPage } from '../careers/CareersPage.tsx';
import { careersPage } from '../content/careers.ts';
import { createPublicPageRoute } from './create-public-page-route.ts';

export const careersRoute = createPublicPageRoute({
  path: '/careers',
  title: careersPage.title,
  description: careersPage.metaDescription,
  structuredData: careersStructuredData,
  component: CareersPage,
});
