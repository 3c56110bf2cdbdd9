import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TurnstileApi } from '../app/turnstile.ts';
import { preloadAdminRoutes, renderAdminAt } from './admin-test-utils.tsx';

beforeAll(preloadAdminRoutes);

afterEach(() => {
  delete window.turnstile;
  document.head.querySelector('meta[name="turnstile-site-key"]')?.remove();
});

/** The screen at /admin without a stored token: the login form. */
function renderAdminScreen() {
  renderAdminAt('/admin', {});
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
