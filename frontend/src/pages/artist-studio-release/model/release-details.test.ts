import { allSettled, fork } from 'effector';
import type { StudioRelease } from '@/entities/release';
import { RELEASE_ID, studioReleaseFixture } from '@/entities/release/index.testing';
import { sendFilesFx } from '@/features/studio-track-uploads';
import { ApiError } from '@/shared/api';
import type { NewRelease, ReleaseChanges } from '../lib/release-form';
import {
  $createdReleaseId,
  $form,
  $formErrors,
  $isDirty,
  $saveError,
  createReleaseFx,
  detailsEdited,
  detailsSubmitted,
  fetchGenresFx,
  filesDroppedOnNewRelease,
  updateReleaseFx,
} from './release-details';
import { $release, editorOpened, fetchReleaseFx } from './release-editor';

function setup({ update }: { update?: (changes: ReleaseChanges) => Promise<StudioRelease> } = {}) {
  const created: NewRelease[] = [];
  const updated: ReleaseChanges[] = [];
  const sent: { releaseId: string; files: string[] }[] = [];
  const scope = fork({
    handlers: [
      [fetchReleaseFx, () => Promise.resolve(studioReleaseFixture())],
      [fetchGenresFx, () => Promise.resolve(['Electronic', 'Ambient'])],
      [
        createReleaseFx,
        (body: NewRelease) => {
          created.push(body);
          return Promise.resolve(studioReleaseFixture({ title: body.title, tracks: [] }));
        },
      ],
      [
        updateReleaseFx,
        ({ changes }: { changes: ReleaseChanges }) => {
          updated.push(changes);
          return update?.(changes) ?? Promise.resolve(studioReleaseFixture({ ...changes }));
        },
      ],
      [
        sendFilesFx,
        ({ releaseId, files }: { releaseId: string; files: { file: File }[] }) => {
          sent.push({ releaseId, files: files.map(({ file }) => file.name) });
          return Promise.resolve();
        },
      ],
    ],
  });
  return { scope, created, updated, sent };
}

const opened = (releaseId: string | null) => ({ releaseId, role: 'artist', artistId: null });

describe('the release details', () => {
  test('a new release is checked in the browser, then created; the page moves to it', async () => {
    const { scope, created } = setup();
    await allSettled(editorOpened, { scope, params: opened(null) });

    await allSettled(detailsSubmitted, { scope });
    expect(scope.getState($formErrors)).toEqual({ title: 'Give the release a title.' });
    expect(created).toEqual([]);

    await allSettled(detailsEdited, {
      scope,
      params: { title: 'Night Ferry', accessType: 'free' },
    });
    expect(scope.getState($formErrors)).toEqual({});
    await allSettled(detailsSubmitted, { scope });
    expect(created).toEqual([{ title: 'Night Ferry', release_type: 'album', access_type: 'free' }]);
    expect(scope.getState($createdReleaseId)).toBe(RELEASE_ID);
    expect(scope.getState($release)?.title).toBe('Night Ferry');
  });

  test('an existing release fills the form; a save sends only what changed', async () => {
    const { scope, updated } = setup();
    await allSettled(editorOpened, { scope, params: opened(RELEASE_ID) });
    expect(scope.getState($form).title).toBe('Night Ferry');
    expect(scope.getState($isDirty)).toBe(false);

    await allSettled(detailsEdited, { scope, params: { description: 'Recorded by the sea.' } });
    expect(scope.getState($isDirty)).toBe(true);
    await allSettled(detailsSubmitted, { scope });
    expect(updated).toEqual([{ description: 'Recorded by the sea.' }]);
  });

  test("the server's refusal lands on its field", async () => {
    const { scope } = setup({
      update: () =>
        Promise.reject(
          new ApiError(
            400,
            'Bad Request',
            'Choose genres from the list Encore offers.',
            'STUDIO.GENRE_UNKNOWN',
          ),
        ),
    });
    await allSettled(editorOpened, { scope, params: opened(RELEASE_ID) });
    await allSettled(detailsEdited, { scope, params: { genres: ['Sea shanty'] } });
    await allSettled(detailsSubmitted, { scope });
    expect(scope.getState($formErrors)).toEqual({
      genres: 'Choose genres from the list Encore offers.',
    });
    expect(scope.getState($saveError)).toBe(
      'Some details need a change: see the fields marked above.',
    );
  });

  test('files dropped before the release exists create it, then go in', async () => {
    const { scope, created, sent } = setup();
    await allSettled(editorOpened, { scope, params: opened(null) });
    await allSettled(filesDroppedOnNewRelease, {
      scope,
      params: [new File(['x'], '01 Intro.wav'), new File(['y'], '02 Tide.wav')],
    });
    expect(created).toEqual([{ title: 'Untitled release', release_type: 'album' }]);
    expect(sent).toEqual([{ releaseId: RELEASE_ID, files: ['01 Intro.wav', '02 Tide.wav'] }]);
    expect(scope.getState($createdReleaseId)).toBe(RELEASE_ID);
  });
});
