import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CookieNotice } from './CookieNotice.tsx';

vi.mock('../../navigation/NavigationAnchor.tsx', () => ({
  NavigationAnchor: ({ link }: { link: { label: string; href: string } }) => <a href={link.href}>{link.label}</a>,
}));

beforeEach(() => {
  window.localStorage.clear();
});

function renderNotice() {
  render(
    <MantineProvider env="test">
      <CookieNotice />
    </MantineProvider>,
  );
  return userEvent.setup();
}

const notice = () => screen.queryByRole('region', { name: 'Your privacy' });

describe('cookie notice', () => {
  it('explains the cookies and links the cookie policy while no choice is stored', () => {
    renderNotice();
    expect(notice()).toHaveTextContent(/Australian privacy law and the GDPR/);
    expect(notice()).toHaveTextContent(/captcha provider/);
    expect(notice()).toHaveTextContent(/fonts provider/);
    expect(screen.getByRole('link', { name: 'Read our Cookie Policy' })).toHaveAttribute('href', '/cookie-policy');
  });

  it.each([
    ['Accept', 'accepted'],
    ['Decline', 'declined'],
    ['Close cookie notice', 'declined'],
  ])('stores %s as %s and hides', async (button, stored) => {
    const user = renderNotice();
    await user.click(screen.getByRole('button', { name: button }));
    expect(window.localStorage.getItem('cookie-consent')).toBe(stored);
    expect(notice()).not.toBeInTheDocument();
  });

  it('stays hidden once a choice is stored', () => {
    window.localStorage.setItem('cookie-consent', 'declined');
    renderNotice();
    expect(notice()).not.toBeInTheDocument();
  });
});
