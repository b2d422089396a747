/** @jest-environment node */
import { jest } from '@jest/globals';
import { allSettled, fork, scopeBind } from 'effector';
import { $sessionUser } from '@/entities/session';
import { ApiError } from '@/shared/api';
import { $toasts } from '@/shared/lib/toast';
import {
  $avatarError,
  $isUploadingAvatar,
  $previewUrl,
  $selectedFile,
  $uploadProgress,
  avatarFileChosen,
  avatarSelectionCleared,
  avatarUploadProgressed,
  avatarUploadRequested,
  replacePreviewFx,
  uploadAvatarFx,
} from './avatar';
import { $profile } from './profile';

const image = (type: string, bytes = 1024) =>
  new File([new Uint8Array(bytes)], 'portrait', { type });

function setup(upload: (file: File) => Promise<string>) {
  let previews = 0;
  const revoked: string[] = [];
  const uploadAvatar = jest.fn(upload);
  const scope = fork({
    values: [
      [$sessionUser, { id: 'u-1', email: 'a@b.co', displayName: 'Lena', avatarUrl: null }],
      [
        $profile,
        {
          id: 'u-1',
          email: 'a@b.co',
          displayName: 'Lena',
          avatarUrl: null,
          role: 'listener',
          createdAt: '',
          artist: null,
        },
      ],
    ],
    handlers: [
      [
        replacePreviewFx,
        ({ previous, file }: { previous: string | null; file: File | null }) => {
          if (previous !== null) revoked.push(previous);
          previews += 1;
          return file === null ? null : `blob:preview-${previews}`;
        },
      ],
      [uploadAvatarFx, uploadAvatar],
    ],
  });
  return { scope, uploadAvatar, revoked };
}

describe('dashboard avatar model', () => {
  test.each([
    ['a GIF', image('image/gif'), 'Choose a JPEG, PNG or WebP image.'],
    [
      'a file over 5 MB',
      image('image/png', 5 * 1024 * 1024 + 1),
      'The image must be 5 MB or smaller.',
    ],
  ])('%s is refused before uploading', async (_, file, message) => {
    const { scope, uploadAvatar } = setup(() => Promise.resolve('/media/a.webp'));

    await allSettled(avatarFileChosen, { scope, params: file });
    await allSettled(avatarUploadRequested, { scope });

    expect(scope.getState($avatarError)).toBe(message);
    expect(scope.getState($selectedFile)).toBeNull();
    expect(scope.getState($previewUrl)).toBeNull();
    expect(uploadAvatar).not.toHaveBeenCalled();
  });

  test('a chosen image is previewed; choosing another frees the old preview', async () => {
    const { scope, revoked } = setup(() => Promise.resolve('/media/a.webp'));

    await allSettled(avatarFileChosen, { scope, params: image('image/jpeg') });
    expect(scope.getState($previewUrl)).toBe('blob:preview-1');

    await allSettled(avatarFileChosen, { scope, params: image('image/webp') });
    expect(scope.getState($previewUrl)).toBe('blob:preview-2');
    expect(revoked).toEqual(['blob:preview-1']);

    await allSettled(avatarSelectionCleared, { scope });
    expect(scope.getState($previewUrl)).toBeNull();
    expect(revoked).toEqual(['blob:preview-1', 'blob:preview-2']);
  });

  test('an upload reports progress, then shows the new avatar everywhere', async () => {
    let finish: (url: string) => void = () => undefined;
    const { scope, uploadAvatar } = setup(
      () => new Promise<string>((resolve) => (finish = resolve)),
    );
    const file = image('image/png');
    await allSettled(avatarFileChosen, { scope, params: file });

    const uploading = allSettled(avatarUploadRequested, { scope });
    // What XMLHttpRequest's progress callback does, bound to the scope (see uploadAvatarFx).
    scopeBind(avatarUploadProgressed, { scope })(0.4);
    expect(scope.getState($isUploadingAvatar)).toBe(true);
    expect(scope.getState($uploadProgress)).toBe(0.4);
    finish('/media/images/avatars/new.webp');
    await uploading;

    expect(uploadAvatar).toHaveBeenCalledWith(file);
    expect(scope.getState($profile)?.avatarUrl).toBe('/media/images/avatars/new.webp');
    expect(scope.getState($sessionUser)?.avatarUrl).toBe('/media/images/avatars/new.webp');
    expect(scope.getState($toasts)).toEqual([{ id: 1, kind: 'success', text: 'Avatar updated' }]);
    expect(scope.getState($selectedFile)).toBeNull();
    expect(scope.getState($previewUrl)).toBeNull();
  });

  test.each([
    [
      'with the server reason',
      new ApiError(415, 'Unsupported Media Type', 'This file is not an image we can use.', null),
      'Failed to upload avatar: This file is not an image we can use.',
    ],
    ['without one', new Error('The upload could not reach the server.'), 'Failed to upload avatar'],
  ])(
    'a failed upload is explained %s and the choice kept for a retry',
    async (_, error, message) => {
      const { scope } = setup(() => Promise.reject(error));
      await allSettled(avatarFileChosen, { scope, params: image('image/png') });

      await allSettled(avatarUploadRequested, { scope });

      expect(scope.getState($avatarError)).toBe(message);
      expect(scope.getState($selectedFile)).not.toBeNull();
      expect(scope.getState($sessionUser)?.avatarUrl).toBeNull();
    },
  );
});
