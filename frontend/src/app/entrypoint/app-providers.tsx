import type { Scope } from 'effector';
import { Provider } from 'effector-react';
import type { ReactNode } from 'react';
import { SessionProvider } from '@/entities/session';

export interface AppProvidersProps {
  /** One effector scope per app instance (and per test), so state never leaks between them. */
  scope: Scope;
  children: ReactNode;
}

export function AppProviders({ scope, children }: AppProvidersProps) {
  return (
    <Provider value={scope}>
      <SessionProvider>{children}</SessionProvider>
    </Provider>
  );
}
