import { MantineProvider } from '@mantine/core';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import type { AppRouterInstance } from './router.ts';
import { cssVariablesResolver, theme } from './theme.ts';

type AppProps = {
  readonly router: AppRouterInstance;
};

/** The same tree renders in the prerender and hydrates in the browser. */
export function App({ router }: AppProps) {
  return (
    <StrictMode>
      <MantineProvider
        theme={theme}
        forceColorScheme="light"
        cssVariablesResolver={cssVariablesResolver}
        withStaticClasses={false}
      >
        <RouterProvider router={router} />
      </MantineProvider>
    </StrictMode>
  );
}
