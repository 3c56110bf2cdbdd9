import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { TRPCProvider, type ApiClients } from './api-clients.ts';
import type { AppRouterInstance } from './router.ts';
import { cssVariablesResolver, theme } from './theme.ts';

type AppProps = {
  readonly router: AppRouterInstance;
  readonly clients: ApiClients;
};

/** The same tree renders in the prerender and hydrates in the browser. */
export function App({ router, clients }: AppProps) {
  return (
    <StrictMode>
      <MantineProvider
        theme={theme}
        forceColorScheme="light"
        cssVariablesResolver={cssVariablesResolver}
        withStaticClasses={false}
      >
        <QueryClientProvider client={clients.queryClient}>
          <TRPCProvider trpcClient={clients.trpcClient} queryClient={clients.queryClient}>
            <RouterProvider router={router} />
          </TRPCProvider>
        </QueryClientProvider>
      </MantineProvider>
    </StrictMode>
  );
}
