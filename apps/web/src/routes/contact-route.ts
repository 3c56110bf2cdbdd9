import { lazyRouteComponent } from '@tanstack/react-router';
import { site } from '../content/site.ts';
import { createPublicPageRoute } from './create-public-page-route.ts';

export const contactRoute = createPublicPageRoute({
  path: '/contact',
  loadHead: () =>
    Promise.resolve({
      title: `Contact Us | ${site.businessName}`,
      description:
        'Book a free consultation about your remote development team. Tell us what you are building: we reply within 2 hours and send a detailed proposal within 24 hours, with no commitment.',
    }),
  component: lazyRouteComponent(() => import('../contact/ContactPage.tsx'), 'ContactPage'),
});
