import '@/app/styles';
import { fork, scopeBind } from 'effector';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
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

scopeBind(appStarted, { scope })();
