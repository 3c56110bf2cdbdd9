import type { RouteComponent } from '@tanstack/react-router';
import type { ServicePage as ServicePageContent } from '../content/services.ts';
import { ServicePage } from './ServicePage.tsx';

/** The route component of one service page: the shared layout filled with that page's record. */
export function createServicePageComponent(page: ServicePageContent): RouteComponent {
  return function ServiceRoutePage() {
    return <ServicePage page={page} />;
  };
}
