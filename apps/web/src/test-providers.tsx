import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { toastLimits } from './layout/ToastRegion/ToastRegion.tsx';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { cssVariablesResolver, theme } from './app/theme.ts';

/** Renders UI with the app's providers; the forms' posts go to the given fetch instead of a server. */
export function renderWithProviders(
  ui: ReactNode,
  { fetch }: { fetch: typeof globalThis.fetch },
): RenderResult {
  // The public forms post with the global fetch; test-setup.ts restores it after each test.
  vi.stubGlobal('fetch', fetch);
  return render(
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} env="test">
      {ui}
      <Notifications limit={toastLimits.visibleAtOnce} autoClose={toastLimits.displayMs} />
    </MantineProvider>,
  );
}
