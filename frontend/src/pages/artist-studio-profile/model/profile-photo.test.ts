import { allSettled, fork } from 'effector';
import { ApiError } from '@/shared/api';
import { PHOTO_URL, profileFixture } from '../testing/profile-fixtures';
import {
  $form,
  $profile,
  bioEdited,
  fetchGenresFx,
  fetchProfileFx,
  profileOpened,
} from './profile-editor';
import {
  $photoError,
  photoChosen,
  photoRemoveClicked,
  removePhotoFx,
  uploadPhotoFx,
} from './profile-photo';

function setup(upload: () => Promise<ReturnType<typeof profileFixture>>) {
  const sent: { artistId: string | null; name: string }[] = [];
  const scope = fork({
    handlers: [
      [fetchProfileFx, () => Promise.resolve(profileFixture())],
      [fetchGenresFx, () => Promise.resolve([])],
      [
        uploadPhotoFx,
        ({ artistId, file }: { artistId: string | null; file: File }) => {
          sent.push({ artistId, name: file.name });
          return upload();
        },
      ],
      [removePhotoFx, () => Promise.resolve(profileFixture({ photo_url: null }))],
    ],
  });
  return { scope, sent };
}

const image = (type = 'image/jpeg', size = 1000) =>
  new File([new Uint8Array(size)], 'me.jpg', { type });

describe('the photo', () => {
  test('is uploaded at once and shown, without touching what the artist is typing', async () => {
    const { scope, sent } = setup(() => Promise.resolve(profileFixture({ photo_url: PHOTO_URL })));
    await allSettled(profileOpened, { scope, params: { role: 'artist', artistId: null } });
    await allSettled(bioEdited, { scope, params: 'Half-written…' });
    await allSettled(photoChosen, { scope, params: image() });
    expect(sent).toEqual([{ artistId: null, name: 'me.jpg' }]);
    expect(scope.getState($profile)?.photo_url).toBe(PHOTO_URL);
    expect(scope.getState($form).bio).toBe('Half-written…');

    await allSettled(photoRemoveClicked, { scope });
    expect(scope.getState($profile)?.photo_url).toBeNull();
  });

  test("a file the browser can tell is wrong is never sent; the server's refusal is shown", async () => {
    const { scope, sent } = setup(() =>
      Promise.reject(
        new ApiError(
          415,
          'Unsupported',
          'Photos must be JPEG, PNG or WebP images.',
          'PROFILE.PHOTO_TYPE',
        ),
      ),
    );
    await allSettled(profileOpened, { scope, params: { role: 'artist', artistId: null } });
    await allSettled(photoChosen, { scope, params: image('image/gif') });
    expect(sent).toEqual([]);
    expect(scope.getState($photoError)).toBe('Choose a JPEG, PNG or WebP image.');

    await allSettled(photoChosen, { scope, params: image('image/png') });
    expect(scope.getState($photoError)).toBe('Photos must be JPEG, PNG or WebP images.');
    expect(scope.getState($profile)?.photo_url).toBeNull();
  });
});
