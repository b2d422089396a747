import { allSettled, fork } from 'effector';
import { ApiError } from '@/shared/api';
import type { ProfileChanges, StudioProfile } from '../api/studio-profile';
import {
  ARTIST_ID,
  GENRE_NAMES,
  nameTakenError,
  profileFixture,
} from '../testing/profile-fixtures';
import {
  $form,
  $formErrors,
  $genreNames,
  $isDirty,
  $preview,
  $profile,
  $refusal,
  $saveError,
  $status,
  bioEdited,
  fetchGenresFx,
  fetchProfileFx,
  linkAddClicked,
  linkChanged,
  linkMoveClicked,
  nameEdited,
  profileOpened,
  profileRetried,
  profileSubmitted,
  saveProfileFx,
} from './profile-editor';

interface Setup {
  fetch?: (artistId: string | null) => Promise<StudioProfile>;
  save?: (changes: ProfileChanges) => Promise<StudioProfile>;
}

function setup({ fetch = () => Promise.resolve(profileFixture()), save }: Setup = {}) {
  const asked: (string | null)[] = [];
  const saved: { artistId: string | null; changes: ProfileChanges }[] = [];
  const scope = fork({
    handlers: [
      [
        fetchProfileFx,
        (artistId: string | null) => {
          asked.push(artistId);
          return fetch(artistId);
        },
      ],
      [fetchGenresFx, () => Promise.resolve(GENRE_NAMES)],
      [
        saveProfileFx,
        (call: { artistId: string | null; changes: ProfileChanges }) => {
          saved.push(call);
          return save?.(call.changes) ?? Promise.resolve(profileFixture(call.changes as object));
        },
      ],
    ],
  });
  return { scope, asked, saved };
}

const asArtist = { role: 'artist', artistId: null };

describe('the profile editor', () => {
  test("reads the artist's profile and the genre list into a clean form", async () => {
    const { scope, asked } = setup();
    await allSettled(profileOpened, { scope, params: asArtist });
    expect(asked).toEqual([null]);
    expect(scope.getState($status)).toBe('ready');
    expect(scope.getState($form).name).toBe('Neon Harbor');
    expect(scope.getState($genreNames)).toEqual(GENRE_NAMES);
    expect(scope.getState($isDirty)).toBe(false);
  });

  test('an admin reads the artist they opened, and saves for them', async () => {
    const { scope, asked, saved } = setup();
    await allSettled(profileOpened, { scope, params: { role: 'admin', artistId: ARTIST_ID } });
    await allSettled(bioEdited, { scope, params: 'Written by Encore.' });
    await allSettled(profileSubmitted, { scope });
    expect(asked).toEqual([ARTIST_ID]);
    expect(saved).toEqual([{ artistId: ARTIST_ID, changes: { bio: 'Written by Encore.' } }]);
  });

  test('a listener is refused before any call; a refusal from the server says why', async () => {
    const listener = setup();
    await allSettled(profileOpened, {
      scope: listener.scope,
      params: { role: 'listener', artistId: null },
    });
    expect(listener.asked).toEqual([]);
    expect(listener.scope.getState($status)).toBe('refused');
    expect(listener.scope.getState($refusal)).toBe('not_an_artist');

    const unlinked = setup({
      fetch: () =>
        Promise.reject(new ApiError(403, 'Forbidden', 'Not linked.', 'STUDIO.NOT_LINKED')),
    });
    await allSettled(profileOpened, { scope: unlinked.scope, params: asArtist });
    expect(unlinked.scope.getState($status)).toBe('refused');
    expect(unlinked.scope.getState($refusal)).toBe('not_linked');
  });

  test('a failed read can be tried again', async () => {
    let fail = true;
    const { scope } = setup({
      fetch: () =>
        fail ? Promise.reject(new Error('offline')) : Promise.resolve(profileFixture()),
    });
    await allSettled(profileOpened, { scope, params: asArtist });
    expect(scope.getState($status)).toBe('failed');
    fail = false;
    await allSettled(profileRetried, { scope });
    expect(scope.getState($status)).toBe('ready');
  });

  test('edits show in the preview at once; Save sends only what changed, then all is saved', async () => {
    const { scope, saved } = setup();
    await allSettled(profileOpened, { scope, params: asArtist });
    await allSettled(nameEdited, { scope, params: 'Neon Harbour' });
    await allSettled(linkAddClicked, { scope });
    await allSettled(linkChanged, { scope, params: { id: 2, url: 'https://neonharbor.example' } });
    await allSettled(linkMoveClicked, { scope, params: { id: 2, by: -1 } });
    expect(scope.getState($isDirty)).toBe(true);
    expect(scope.getState($preview)?.name).toBe('Neon Harbour');
    expect(Object.values(scope.getState($preview)?.social_links ?? {})).toEqual([
      'https://neonharbor.bandcamp.com/',
      'https://neonharbor.example',
      'https://www.instagram.com/neonharbor.music',
    ]);

    await allSettled(profileSubmitted, { scope });
    expect(saved.map(({ changes }) => changes)).toEqual([
      {
        name: 'Neon Harbour',
        links: [
          'https://neonharbor.bandcamp.com/',
          'https://neonharbor.example',
          'https://www.instagram.com/neonharbor.music',
        ],
      },
    ]);
    expect(scope.getState($profile)?.name).toBe('Neon Harbour');
    expect(scope.getState($isDirty)).toBe(false);
  });

  test("the browser's checks stop a save; the server's refusal lands on its field", async () => {
    const { scope, saved } = setup({ save: () => Promise.reject(nameTakenError()) });
    await allSettled(profileOpened, { scope, params: asArtist });
    await allSettled(nameEdited, { scope, params: '   ' });
    await allSettled(profileSubmitted, { scope });
    expect(saved).toEqual([]);
    expect(scope.getState($formErrors).name).toBe('Your artist name cannot be empty.');

    await allSettled(nameEdited, { scope, params: 'Céline Vasseur' });
    expect(scope.getState($formErrors)).toEqual({});
    await allSettled(profileSubmitted, { scope });
    expect(saved).toHaveLength(1);
    expect(scope.getState($formErrors).name).toMatch(/^Another artist on Encore is already at/);
    expect(scope.getState($saveError)).toBe(
      'Some details need a change: see the fields marked above.',
    );
    // What the artist typed stays, to change.
    expect(scope.getState($form).name).toBe('Céline Vasseur');
  });

  test('a save that fails for another reason says so, and keeps the form', async () => {
    const { scope } = setup({ save: () => Promise.reject(new Error('offline')) });
    await allSettled(profileOpened, { scope, params: asArtist });
    await allSettled(bioEdited, { scope, params: 'New words.' });
    await allSettled(profileSubmitted, { scope });
    expect(scope.getState($saveError)).toBe(
      'Your profile could not be saved. Check your connection and try again.',
    );
    expect(scope.getState($form).bio).toBe('New words.');
  });
});
