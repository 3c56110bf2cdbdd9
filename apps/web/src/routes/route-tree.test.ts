import { createMemoryHistory } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { formThankYouPaths } from '@app/domain';
import { createAppRouter } from '../app/router.ts';
import { publicPagePaths } from '../content/page-paths.ts';
import { adminAreaPaths } from './admin/admin-areas.ts';
import { adminRoute } from './admin/admin-route.ts';

async function routerAt(address: string) {
  const router = createAppRouter({ history: createMemoryHistory({ initialEntries: [address] }) });
  await router.load();
  return router;
}

describe('the route tree', () => {
  it('has exactly one route for each public page, each thank-you page and each admin area', () => {
    const router = createAppRouter();
    expect(Object.keys(router.routesByPath).sort()).toEqual(
      [...publicPagePaths, ...Object.values(formThankYouPaths), ...adminAreaPaths].sort(),
    );
  });

  it('puts every admin area under the one layout route that holds the login guard', () => {
    const router = createAppRouter();
    for (const path of adminAreaPaths) {
      expect(router.routesByPath[path].parentRoute.id, path).toBe('/_admin');
    }
  });
});

/** The search an area's route hands its component, from the address's params. */
function searchReadAt(path: string, search: Record<string, unknown>): unknown {
  const router = createAppRouter();
  const route = router.routesByPath[path as keyof typeof router.routesByPath];
  const validators = [adminRoute, route].map(
    (each) => each.options.validateSearch as (raw: Record<string, unknown>) => object,
  );
  return Object.assign({}, ...validators.map((validate) => validate(search))) as unknown;
}

describe('an admin area’s search params', () => {
  const address = {
    lead: 4,
    application: 'x',
    q: 'acme',
    teamSize: '4-7',
    position: 'DevOps Engineer',
    reportDays: 30,
    utm_source: 'mail',
  };

  it('are the record links on every area, with the filters where the filter applies', () => {
    for (const path of ['/admin', '/admin/contacts', '/admin/hiring']) {
      expect(searchReadAt(path, address), path).toEqual({
        lead: 4,
        application: 'x',
        q: 'acme',
        teamSize: '4-7',
        position: 'DevOps Engineer',
      });
    }
  });

  it('are the record links and the period on Reports', () => {
    expect(searchReadAt('/admin/reports', address)).toEqual({
      lead: 4,
      application: 'x',
      reportDays: 30,
    });
  });

  it('are the record links alone on the areas without params of their own', () => {
    for (const path of [
      '/admin/unmatched',
      '/admin/templates',
      '/admin/spam',
      '/admin/privacy',
      '/admin/admins',
      '/admin/audit',
    ]) {
      expect(searchReadAt(path, address), path).toEqual({ lead: 4, application: 'x' });
    }
  });
});

describe('an alert’s links', () => {
  it('open /admin?lead=ID on the pipeline', async () => {
    const router = await routerAt('/admin?lead=12');
    expect(router.state.location.pathname).toBe('/admin');
    expect(router.state.location.search).toEqual({ lead: 12 });
  });

  it('take /admin?application=ID to the hiring board, keeping the application', async () => {
    const router = await routerAt('/admin?application=7&q=x');
    expect(router.state.location.pathname).toBe('/admin/hiring');
    expect(router.state.location.search).toEqual({ application: 7 });
  });

  it('leave an application opened from a lead inside the pipeline where it is', async () => {
    const router = await routerAt('/admin?q=acme');
    await router.navigate({ to: '.', search: { q: 'acme', application: 7 } });
    expect(router.state.location.pathname).toBe('/admin');
    expect(router.state.location.search).toEqual({ q: 'acme', application: 7 });
  });
});

describe('an unknown admin address', () => {
  it('is not found, as any other unknown address', async () => {
    const router = await routerAt('/admin/no-such-area');
    expect(
      router.state.matches.some((match) => match.status === 'notFound' || match._notFound),
    ).toBe(true);
  });
});
