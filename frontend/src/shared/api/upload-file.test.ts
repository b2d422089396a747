import { installFakeXhr, lastXhr as sent } from '@/shared/lib/testing';
import { ApiError } from './api-error';
import { uploadFile } from './upload-file';

describe('uploadFile', () => {
  let restoreXhr: () => void = () => undefined;
  beforeEach(() => {
    restoreXhr = installFakeXhr();
    window.localStorage.clear();
  });
  afterEach(() => {
    restoreXhr();
  });

  test('posts the form with cookies and the bearer token, reporting progress', async () => {
    const form = new FormData();
    const progress: number[] = [];
    const upload = uploadFile('/api/user/avatar', form, {
      token: 'token-1',
      onProgress: (fraction) => progress.push(fraction),
    });

    const request = sent();
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/api/user/avatar');
    expect(request.withCredentials).toBe(true);
    expect(request.headers.get('Authorization')).toBe('Bearer token-1');
    expect(request.body).toBe(form);

    request.progress(25, 100);
    request.progress(100, 100);
    request.answer(201, 'Created', '{"url":"/media/images/avatars/a.webp"}');

    await expect(upload).resolves.toEqual({ url: '/media/images/avatars/a.webp' });
    expect(progress).toEqual([0.25, 1]);
  });

  test('uses the stored access token by default', () => {
    window.localStorage.setItem('access_token', 'stored-token');
    void uploadFile('/api/user/avatar', new FormData());
    expect(sent().headers.get('Authorization')).toBe('Bearer stored-token');
  });

  test('rejects with the server message of an error envelope', async () => {
    const upload = uploadFile('/api/user/avatar', new FormData(), { token: null });
    expect(sent().headers.has('Authorization')).toBe(false);

    sent().answer(413, 'Payload Too Large', '{"message":"The image must be 5 MB or smaller."}');

    const error: unknown = await upload.catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 413,
      serverMessage: 'The image must be 5 MB or smaller.',
    });
  });

  test('rejects when the server cannot be reached', async () => {
    const upload = uploadFile('/api/user/avatar', new FormData());
    sent().failToConnect();
    await expect(upload).rejects.toThrow('The upload could not reach the server.');
  });
});
