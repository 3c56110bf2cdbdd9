import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { toastLimits } from './layout/ToastRegion/ToastRegion.tsx';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createPublicApi, PublicApiContext } from './app/public-api.ts';
import { cssVariablesResolver, theme } from './app/theme.ts';

/** Renders UI with the app's providers; tRPC calls go to the given fetch instead of a server. */
export function renderWithProviders(
  ui: ReactNode,
  { fetch }: { fetch: typeof globalThis.fetch },
): RenderResult {
  const publicApi = createPublicApi({ url: 'http://localhost/trpc', fetch });
  return render(
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} env="test">
      <PublicApiContext value={publicApi}>
        {ui}
        <Notifications limit={toastLimits.visibleAtOnce} autoClose={toastLimits.displayMs} />
      </PublicApiContext>
    </MantineProvider>,
  );
}
