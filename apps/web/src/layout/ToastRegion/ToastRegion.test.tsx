import { MantineProvider } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { theme } from '../../app/theme.ts';
import { showToast } from './show-toast.ts';
import { isDismissSwipe, ToastRegion } from './ToastRegion.tsx';

afterEach(() => {
  act(() => {
    notifications.clean();
  });
});

describe('isDismissSwipe', () => {
  const start = { x: 100, y: 300 };

  it('dismisses on a swipe to the right of more than 50 px', () => {
    expect(isDismissSwipe(start, { x: 151, y: 300 })).toBe(true);
    expect(isDismissSwipe(start, { x: 160, y: 320 })).toBe(true);
  });

  it('keeps the toast for a short swipe, a swipe to the left or a mostly vertical one', () => {
    expect(isDismissSwipe(start, { x: 150, y: 300 })).toBe(false);
    expect(isDismissSwipe(start, { x: 20, y: 300 })).toBe(false);
    expect(isDismissSwipe(start, { x: 160, y: 400 })).toBe(false);
  });
});

async function showOneToast(): Promise<HTMLElement> {
  render(
    <MantineProvider theme={theme} env="test">
      <ToastRegion />
    </MantineProvider>,
  );
  act(() => {
    showToast({ title: 'Success!', message: 'Sent.', tone: 'success' });
  });
  // The first toast loads the region's toast code, which then shows what the store holds.
  return screen.findByRole('alert');
}

function swipe(toast: HTMLElement, across: number): void {
  fireEvent.pointerDown(toast, { clientX: 200, clientY: 40 });
  fireEvent.pointerUp(toast, { clientX: 200 + across, clientY: 40 });
}

describe('the toast region', () => {
  // First in the file: the first toast of a page loads the toasts' code for good.
  it('holds none of the toasts until the first is asked for', async () => {
    render(
      <MantineProvider theme={theme} env="test">
        <ToastRegion />
      </MantineProvider>,
    );
    const region = screen.getByRole('region', { name: 'Notifications (F8)' });
    expect(region).toBeEmptyDOMElement();
    act(() => {
      showToast({ title: 'Success!', tone: 'success' });
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Success!');
  });

  it('takes the toast away at once on a swipe to the right past 50 px', async () => {
    const toast = await showOneToast();
    swipe(toast, 60);
    await waitFor(() => {
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });
  });

  it('keeps the toast after a swipe to the left or a short one', async () => {
    const toast = await showOneToast();
    swipe(toast, -300);
    swipe(toast, 40);
    await act(async () => {
      await import('@mantine/notifications');
    });
    expect(screen.getByRole('alert')).toBeInTheDocument();
  });
});
