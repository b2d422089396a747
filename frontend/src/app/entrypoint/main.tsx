import '@/app/styles';
import { fork, scopeBind } from 'effector';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { navigatorAttached } from '@/shared/lib/navigation';
import { appStarted } from '../model/app-started';
import { AppProviders } from './app-providers';
import { createAppRouter } from '../router/create-app-router';

const container = document.getElementById('root');
if (container === null) throw new Error('index.html is missing <div id="root">.');

const scope = fork();
const router = createAppRouter();

createRoot(container).render(
  <StrictMode>
    <AppProviders scope={scope}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);

// Models navigate (e.g. to /discover after login) through this router, inside the app's scope.
scopeBind(navigatorAttached, { scope })((to) => {
  void router.navigate(to);
});
scopeBind(appStarted, { scope })();
