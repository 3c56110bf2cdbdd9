import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { toastLimits } from './layout/ToastRegion/ToastRegion.tsx';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import { createTRPCClient, httpLink } from '@trpc/client';
import type { ReactNode } from 'react';
import type { AppRouter } from '@app/api';
import { TRPCProvider } from './app/api-clients.ts';
import { createQueryClient } from './app/query-client.ts';
import { cssVariablesResolver, theme } from './app/theme.ts';

/** Renders UI with the app's providers; tRPC calls go to the given fetch instead of a server. */
export function renderWithProviders(
  ui: ReactNode,
  { fetch }: { fetch: typeof globalThis.fetch },
): RenderResult {
  const queryClient = createQueryClient();
  const trpcClient = createTRPCClient<AppRouter>({
    links: [httpLink({ url: 'http://localhost/trpc', fetch })],
  });
  return render(
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} env="test">
      <QueryClientProvider client={queryClient}>
        <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
          {ui}
          <Notifications limit={toastLimits.visibleAtOnce} autoClose={toastLimits.displayMs} />
        </TRPCProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
}
