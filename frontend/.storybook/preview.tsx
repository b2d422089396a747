import type { Decorator, Preview } from '@storybook/react-vite';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { useState, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import '../src/app/styles';

/** Stories may set `parameters.route` (e.g. '/?from=app') to start the router elsewhere. */
function initialRoute(parameters: Record<string, unknown>): string {
  return typeof parameters.route === 'string' ? parameters.route : '/';
}

/** A router and a fresh effector scope per story, kept across re-renders of that story. */
function StoryProviders({ route, children }: { route: string; children: ReactNode }) {
  const [scope] = useState(() => fork());
  return (
    <MemoryRouter initialEntries={[route]}>
      <Provider value={scope}>{children}</Provider>
    </MemoryRouter>
  );
}

const withProviders: Decorator = (Story, { parameters }) => (
  <StoryProviders route={initialRoute(parameters)}>
    <Story />
  </StoryProviders>
);

const preview: Preview = {
  decorators: [withProviders],
  parameters: {
    layout: 'padded',
    backgrounds: {
      options: {
        dark: { name: 'Encore background', value: '#0b0a10' },
        surface: { name: 'Encore surface', value: '#14121b' },
      },
    },
    controls: { matchers: { color: /(background|color)$/i } },
    // Accessibility violations count as failures wherever the a11y addon runs stories as tests.
    a11y: { test: 'error' },
  },
  initialGlobals: { backgrounds: { value: 'dark' } },
};

export default preview;
