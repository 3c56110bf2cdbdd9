import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { formThankYouPaths } from '@app/domain';
import { pageTitle } from '../content/site.ts';
import { publicLayoutRoute } from './root-route.tsx';

/**
 * Where the server sends a browser once a form posted without JavaScript is stored: prerendered,
 * not indexed and not in the sitemap (only a post leads here).
 */
export const contactThankYouRoute = createRoute({
  getParentRoute: () => publicLayoutRoute,
  path: formThankYouPaths.contact,
  staticData: {
    page: {
      indexable: false,
      loadHead: async () => {
        const { contactThankYouTexts } = await import('../thank-you/thank-you-texts.ts');
        return {
          title: pageTitle(contactThankYouTexts.heading),
          description: contactThankYouTexts.message,
        };
      },
    },
  },
  component: lazyRouteComponent(
    () => import('../thank-you/ThankYouPages.tsx'),
    'ContactThankYouPage',
  ),
});

export const careerThankYouRoute = createRoute({
  getParentRoute: () => publicLayoutRoute,
  path: formThankYouPaths.career,
  staticData: {
    page: {
      indexable: false,
      loadHead: async () => {
        const { careerThankYouTexts } = await import('../thank-you/thank-you-texts.ts');
        return {
          title: pageTitle(careerThankYouTexts.heading),
          description: careerThankYouTexts.message,
        };
      },
    },
  },
  component: lazyRouteComponent(
    () => import('../thank-you/ThankYouPages.tsx'),
    'CareerThankYouPage',
  ),
});
