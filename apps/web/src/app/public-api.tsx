import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { createApiClients, TRPCProvider } from './api-clients.ts';

/**
 * The tRPC and query clients of a public form. Only the forms call the API from public pages, so
 * the clients load with a form's code and pages without one carry none of it.
 */
export function PublicApiProvider({ children }: { readonly children: ReactNode }) {
  const [{ queryClient, trpcClient }] = useState(createApiClients);
  return (
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
        {children}
      </TRPCProvider>
    </QueryClientProvider>
  );
}
