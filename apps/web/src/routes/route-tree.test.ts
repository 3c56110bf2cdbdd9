import { describe, expect, it } from 'vitest';
import { createAppRouter } from '../app/router.ts';
import { formThankYouPaths } from '@app/domain';
import { adminPath, publicPagePaths } from '../content/page-paths.ts';

describe('the route tree', () => {
  it('has exactly one route for each public page, each thank-you page and the admin screen', () => {
    const router = createAppRouter();
    expect(Object.keys(router.routesByPath).sort()).toEqual(
      [...publicPagePaths, ...Object.values(formThankYouPaths), adminPath].sort(),
    );
  });
});
