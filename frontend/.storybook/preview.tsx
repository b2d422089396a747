import type { Decorator, Preview } from '@storybook/react-vite';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { useState, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import {
  $sessionRole,
  $sessionStatus,
  $sessionUser,
  ROLES,
  type Role,
  SessionProvider,
  type SessionStatus,
  type SessionUser,
} from '@/entities/session';
import '../src/app/styles';

/** Stories may set `parameters.route` (e.g. '/?from=app') to start the router elsewhere. */
function initialRoute(parameters: Record<string, unknown>): string {
  return typeof parameters.route === 'string' ? parameters.route : '/';
}

const SESSION_STATUSES: readonly string[] = ['loading', 'authenticated', 'anonymous'];

/** Stories may set `parameters.session` to start in that login state (default: the app's own). */
function initialSession(parameters: Record<string, unknown>): SessionStatus | undefined {
  const { session } = parameters;
  return typeof session === 'string' && SESSION_STATUSES.includes(session)
    ? (session as SessionStatus)
    : undefined;
}

const DEMO_USER: SessionUser = {
  id: 'demo-user',
  email: 'lena.marsh@example.com',
  displayName: 'Lena Marsh',
  avatarUrl: null,
};

/** A signed-in story's user: a demo user, with `parameters.sessionUser` overriding its fields. */
function storyUser(parameters: Record<string, unknown>): SessionUser {
  const { sessionUser } = parameters;
  const overrides = typeof sessionUser === 'object' ? (sessionUser as Partial<SessionUser>) : {};
  return { ...DEMO_USER, ...overrides };
}

/** A signed-in story's role: `parameters.sessionRole`, listener by default. */
function storyRole(parameters: Record<string, unknown>): Role {
  return ROLES.find((known) => known === parameters.sessionRole) ?? 'listener';
}

interface StoryProvidersProps {
  route: string;
  session: SessionStatus | undefined;
  parameters: Record<string, unknown>;
  children: ReactNode;
}

/** A router, a fresh effector scope and the session, per story, kept across its re-renders. */
function StoryProviders({ route, session, parameters, children }: StoryProvidersProps) {
  const [scope] = useState(() =>
    fork({
      values:
        session === 'authenticated'
          ? [
              [$sessionStatus, session],
              [$sessionUser, storyUser(parameters)],
              [$sessionRole, storyRole(parameters)],
            ]
          : session === undefined
            ? []
            : [[$sessionStatus, session]],
    }),
  );
  return (
    <MemoryRouter initialEntries={[route]}>
      <Provider value={scope}>
        <SessionProvider>{children}</SessionProvider>
      </Provider>
    </MemoryRouter>
  );
}

const withProviders: Decorator = (Story, { parameters }) => (
  <StoryProviders
    route={initialRoute(parameters)}
    session={initialSession(parameters)}
    parameters={parameters}
  >
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
