import { jest } from '@jest/globals';
import { allSettled, fork } from 'effector';
import { installFakeXhr, lastXhr } from '@/shared/lib/testing';
import {
  $avatarError,
  $uploadProgress,
  avatarFileChosen,
  avatarUploadRequested,
  replacePreviewFx,
} from '../model/avatar';
import { uploadAvatar } from './profile-api';

const png = () => new File([new Uint8Array(16)], 'me.png', { type: 'image/png' });

describe('avatar upload wrapper', () => {
  let restoreXhr: () => void = () => undefined;
  beforeEach(() => {
    restoreXhr = installFakeXhr();
  });
  afterEach(() => {
    restoreXhr();
  });

  test('sends the file as the multipart field "file" and returns the new url', async () => {
    const file = png();
    const upload = uploadAvatar(file);

    const request = lastXhr();
    expect(request.url).toBe('/api/user/avatar');
    expect(request.body).toBeInstanceOf(FormData);
    expect((request.body as FormData).get('file')).toBeInstanceOf(File);
    request.answer(201, 'Created', '{"url":"/media/images/avatars/abc.webp"}');

    await expect(upload).resolves.toBe('/media/images/avatars/abc.webp');
  });

  test('returns null on failure and tells the listener why', async () => {
    const onFailure = jest.fn();
    const upload = uploadAvatar(png(), { onFailure });

    lastXhr().answer(413, 'Payload Too Large', '{"message":"The image must be 5 MB or smaller."}');

    await expect(upload).resolves.toBeNull();
    expect(onFailure).toHaveBeenCalledWith(
      expect.objectContaining({ serverMessage: 'The image must be 5 MB or smaller.' }),
    );
  });

  test('the upload effect shows progress and the server reason in its scope', async () => {
    const scope = fork({ handlers: [[replacePreviewFx, () => 'blob:preview']] });
    await allSettled(avatarFileChosen, { scope, params: png() });

    const uploading = allSettled(avatarUploadRequested, { scope });
    lastXhr().progress(30, 60);
    expect(scope.getState($uploadProgress)).toBe(0.5);
    lastXhr().answer(400, 'Bad Request', '{"message":"This file is not an image we can use."}');
    await uploading;

    expect(scope.getState($avatarError)).toBe(
      'Failed to upload avatar: This file is not an image we can use.',
    );
  });
});
