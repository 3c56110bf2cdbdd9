import { describe, expect, it } from 'vitest';
import { createAppRouter } from '../app/router.ts';
import { adminPath, publicPagePaths } from '../content/page-paths.ts';

describe('the route tree', () => {
  it('has exactly one route for each public page and one for the admin screen', () => {
    const router = createAppRouter();
    expect(Object.keys(router.routesByPath).sort()).toEqual([...publicPagePaths, adminPath].sort());
  });
});
