import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MouseEvent } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { homeHeaderNavigation, type NavigationLink } from '../../content/navigation.ts';
import { MobileMenu } from './MobileMenu.tsx';

// The links' own navigation and scrolling are the router's business (covered in the browser
// tests); here a choice only has to reach the menu, the way the real links report it.
type LinkProps = { readonly link: NavigationLink; readonly afterChoice?: () => void };
function ChoiceLink({ link, afterChoice }: LinkProps) {
  const choose = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    afterChoice?.();
  };
  return (
    <a href={link.kind === 'section' ? `/#${link.sectionId}` : link.href} onClick={choose}>
      {link.label}
    </a>
  );
}
vi.mock('../../navigation/NavigationAnchor.tsx', () => ({ NavigationAnchor: ChoiceLink }));
vi.mock('../../navigation/NavigationButton.tsx', () => ({ NavigationButton: ChoiceLink }));

const menu = () => document.querySelector('details');
const toggle = () => screen.getByText('Open menu').closest('summary');
const items = () => screen.getByRole('navigation', { name: 'Main (mobile)', hidden: true });

function renderMenu() {
  render(<MobileMenu navigation={homeHeaderNavigation} />);
  return userEvent.setup();
}

async function openMenu(user: ReturnType<typeof userEvent.setup>) {
  const summary = toggle();
  if (summary === null) throw new Error('the menu has no toggle');
  await user.click(summary);
  await waitFor(() => {
    expect(screen.getByRole('link', { name: 'About' })).toHaveFocus();
  });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('mobile menu', () => {
  it('is a closed native disclosure whose items are real links', () => {
    renderMenu();
    expect(menu()).not.toHaveAttribute('open');
    expect(toggle()?.parentElement).toBe(menu());
    expect(items()).not.toBeVisible();
    const links = [...items().querySelectorAll('a')];
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
      homeHeaderNavigation.links.map((link) => [
        link.label,
        link.kind === 'section' ? `/#${link.sectionId}` : link.href,
      ]),
    );
    expect(screen.getByText('Close menu').closest('summary')).toBe(toggle());
  });

  it('opens from its toggle and focuses the first item, and the toggle closes it again', async () => {
    const user = renderMenu();
    await openMenu(user);
    expect(menu()).toHaveAttribute('open');
    expect(items()).toBeVisible();
    await user.click(toggle() ?? document.body);
    expect(menu()).not.toHaveAttribute('open');
  });

  it.each(['Pricing', 'Get Started'])('closes after choosing %s', async (label) => {
    const user = renderMenu();
    await openMenu(user);
    await user.click(screen.getByRole('link', { name: label }));
    expect(menu()).not.toHaveAttribute('open');
  });

  it('closes on Escape and hands focus back to its toggle', async () => {
    const user = renderMenu();
    await openMenu(user);
    await user.tab();
    expect(screen.getByRole('link', { name: 'Services' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(menu()).not.toHaveAttribute('open');
    expect(toggle()).toHaveFocus();
  });

  it('leaves focus alone on Escape while closed', async () => {
    const user = renderMenu();
    const outside = document.createElement('button');
    document.body.append(outside);
    outside.focus();
    await user.keyboard('{Escape}');
    expect(outside).toHaveFocus();
    outside.remove();
  });

  it('hydrates the prerendered menu without a mismatch, even when opened before hydration', async () => {
    const consoleErrors = vi.spyOn(console, 'error');
    const ui = <MobileMenu navigation={homeHeaderNavigation} />;
    const container = document.createElement('div');
    container.innerHTML = renderToString(ui);
    document.body.append(container);
    const prerendered = container.innerHTML;
    // A visitor opens it before the scripts have run.
    const details = container.querySelector('details');
    if (details === null) throw new Error('no disclosure in the prerendered menu');
    details.open = true;

    const hydrationErrors: unknown[] = [];
    const root = await act(() =>
      hydrateRoot(container, ui, { onRecoverableError: (error) => hydrationErrors.push(error) }),
    );
    expect(hydrationErrors).toEqual([]);
    expect(consoleErrors).not.toHaveBeenCalled();
    // React kept the prerendered elements and left the visitor's choice alone.
    expect(container.querySelector('details')).toBe(details);
    expect(details.open).toBe(true);
    details.removeAttribute('open');
    expect(container.innerHTML).toBe(prerendered);
    details.open = true;

    // Hydrated, it still closes on Escape although React never saw it open.
    await userEvent.setup().keyboard('{Escape}');
    expect(details.open).toBe(false);
    act(() => {
      root.unmount();
    });
    container.remove();
  });
});
