import { jest } from '@jest/globals';
import { render, renderHook, screen } from '@testing-library/react';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { $role, $status, $user } from '../model/session';
import { useSession } from './session-context';
import { SessionProvider } from './session-provider';

function WhoAmI() {
  const { status, user, isAdmin } = useSession();
  return (
    <p>
      {status}: {user?.email ?? 'nobody'} {isAdmin ? '(admin)' : ''}
    </p>
  );
}

describe('useSession', () => {
  test('reads the session from the scope given to the provider', () => {
    const scope = fork({
      values: [
        [$status, 'authenticated'],
        [$user, { id: 'u-1', email: 'root@example.com', displayName: 'Root', avatarUrl: null }],
        [$role, 'admin'],
      ],
    });
    render(
      <Provider value={scope}>
        <SessionProvider>
          <WhoAmI />
        </SessionProvider>
      </Provider>,
    );
    expect(screen.getByText('authenticated: root@example.com (admin)')).toBeInTheDocument();
  });

  test('throws when used outside its provider', () => {
    // React logs the thrown error before rethrowing; keep the test output readable.
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useSession())).toThrow(
      'useSession() must be used inside <SessionProvider>.',
    );
  });
});
