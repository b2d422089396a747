/** @jest-environment node */
import { accountFixture } from '../testing/account-fixtures';
import { confirmationOf, doneMessageOf } from './account-action';

describe('what a confirmation says', () => {
  test('a promotion to admin warns, with the second factor in mind', () => {
    const confirmation = confirmationOf({ kind: 'role', role: 'admin' }, accountFixture());
    expect(confirmation).toMatchObject({
      title: 'Make Lena Marsh an admin?',
      confirmLabel: 'Change role',
      tone: 'danger',
    });
    expect(confirmation.description).toMatch(/authenticator app/);
  });

  test('making an artist without a profile asks for the link', () => {
    const confirmation = confirmationOf({ kind: 'role', role: 'artist' }, accountFixture());
    expect(confirmation.title).toBe('Make Lena Marsh an artist?');
    expect(confirmation.description).toMatch(/Link their artist profile/);
    expect(confirmation.tone).toBe('primary');
  });

  test('disabling is destructive and says every device signs out', () => {
    const confirmation = confirmationOf({ kind: 'disable' }, accountFixture());
    expect(confirmation).toMatchObject({
      title: 'Disable lena@example.com?',
      confirmLabel: 'Disable account',
      tone: 'danger',
    });
    expect(confirmation.description).toMatch(/every device/);
  });

  test('a link to a listener says it counts once the role is Artist', () => {
    const artist = { id: 'a', name: 'The Quiet Arcade' };
    expect(confirmationOf({ kind: 'link', artist }, accountFixture()).description).toMatch(
      /once their role is Artist/,
    );
    expect(
      confirmationOf({ kind: 'link', artist }, accountFixture({ role: 'artist' })).description,
    ).toMatch(/shows The Quiet Arcade's plays/);
  });

  test('the done line names the new state', () => {
    expect(
      doneMessageOf({ kind: 'role', role: 'artist' }, accountFixture({ role: 'artist' })),
    ).toBe('Role changed to Artist.');
    expect(doneMessageOf({ kind: 'disable' }, accountFixture())).toMatch(/every session has ended/);
  });
});
