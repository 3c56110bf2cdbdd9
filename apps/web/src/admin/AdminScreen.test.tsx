import { MantineProvider } from '@mantine/core';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cssVariablesResolver, theme } from '../app/theme.ts';
import { AdminScreen } from './AdminScreen.tsx';
import type { TurnstileApi } from '../app/turnstile.ts';
import { pickAdminSearchParams } from '@app/domain';

afterEach(() => {
  delete window.turnstile;
  document.head.querySelector('meta[name="turnstile-site-key"]')?.remove();
});

/** The screen at /admin, under a router of its own that reads the search params as the app's does. */
function renderAdminScreen() {
  const rootRoute = createRootRoute();
  const adminRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/admin',
    validateSearch: pickAdminSearchParams,
    component: AdminScreen,
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([adminRoute]),
    history: createMemoryHistory({ initialEntries: ['/admin'] }),
  });
  render(
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} env="test">
      <RouterProvider router={router} />
    </MantineProvider>,
  );
}

function fakeTurnstile() {
  const api = {
    render: vi.fn<TurnstileApi['render']>(() => 'widget-1'),
    reset: vi.fn<TurnstileApi['reset']>(),
    remove: vi.fn<TurnstileApi['remove']>(),
  };
  window.turnstile = api;
  return api;
}

describe('admin screen', () => {
  it('hands the site key of the page’s meta element to the login form’s Turnstile widget', async () => {
    const meta = document.createElement('meta');
    meta.name = 'turnstile-site-key';
    meta.content = '0x4AAAAAAAtestSiteKey';
    document.head.append(meta);
    const turnstile = fakeTurnstile();

    renderAdminScreen();

    await waitFor(() => {
      expect(turnstile.render).toHaveBeenCalledWith(
        expect.any(HTMLDivElement),
        expect.objectContaining({ sitekey: '0x4AAAAAAAtestSiteKey' }),
      );
    });
  });

  it('shows the login form without a widget on a page without a site key', async () => {
    const turnstile = fakeTurnstile();

    renderAdminScreen();

    expect(await screen.findByRole('button', { name: 'Secure Login' })).toBeEnabled();
    expect(turnstile.render).not.toHaveBeenCalled();
  });
});
