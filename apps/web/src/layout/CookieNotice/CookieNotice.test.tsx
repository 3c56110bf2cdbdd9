import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { showCookieNoticeUntilDecided } from './cookie-consent-store.ts';
import { CookieNotice } from './CookieNotice.tsx';

vi.mock('../../navigation/NavigationAnchor.tsx', () => ({
  NavigationAnchor: ({ link }: { link: { label: string; href: string } }) => (
    <a href={link.href}>{link.label}</a>
  ),
}));

beforeEach(() => {
  window.localStorage.clear();
  delete document.documentElement.dataset.cookieNotice;
});

function renderNotice() {
  showCookieNoticeUntilDecided();
  render(
    <MantineProvider env="test">
      <CookieNotice />
    </MantineProvider>,
  );
  return userEvent.setup();
}

const notice = () => screen.getByRole('region', { name: 'Your privacy' });
const pageIsUndecided = () => document.documentElement.dataset.cookieNotice === 'open';

describe('cookie notice', () => {
  it('explains the cookies and links the cookie policy while no choice is stored', () => {
    renderNotice();
    expect(pageIsUndecided()).toBe(true);
    expect(notice()).toHaveTextContent(
      /Australian privacy law and the GDPR and use no analytics cookies/,
    );
    expect(notice()).toHaveTextContent(/Fonts are self-hosted/);
    expect(notice()).toHaveTextContent(
      /only our forms and staff sign-in can use a captcha that may set cookies \(Cloudflare Turnstile\)/,
    );
    expect(notice()).not.toHaveTextContent(/Google/);
    expect(screen.getByRole('link', { name: 'Cookie Policy' })).toHaveAttribute(
      'href',
      '/cookie-policy',
    );
  });

  it.each([
    ['Accept', 'accepted'],
    ['Decline', 'declined'],
    ['Close cookie notice', 'declined'],
  ])('stores %s as %s and hides', async (button, stored) => {
    const user = renderNotice();
    await user.click(screen.getByRole('button', { name: button }));
    expect(window.localStorage.getItem('cookie-consent')).toBe(stored);
    expect(pageIsUndecided()).toBe(false);
  });

  it('stays hidden once a choice is stored', () => {
    window.localStorage.setItem('cookie-consent', 'declined');
    renderNotice();
    expect(pageIsUndecided()).toBe(false);
  });
});
