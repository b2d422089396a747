import { shouldRetryRequest, uploadFailureText, uploadRetryable } from './upload-failure';

const envelope = (status: number, message: string) =>
  JSON.stringify({ statusCode: status, code: 'UPLOADS.NOT_AUDIO', error: message, message });

describe('uploadFailureText', () => {
  test("a refused file shows the server's reason, and Retry is not offered", () => {
    const facts = {
      status: 415,
      body: envelope(
        415,
        'This file is a PDF, not audio. Upload WAV, AIFF, FLAC, ALAC, MP3 or Ogg.',
      ),
      offline: false,
    };
    expect(uploadFailureText(facts)).toBe(
      'This file is a PDF, not audio. Upload WAV, AIFF, FLAC, ALAC, MP3 or Ogg.',
    );
    expect(uploadRetryable(facts)).toBe(false);
  });

  test('a lost connection says so, and Retry continues', () => {
    const lost = { status: null, body: null, offline: false };
    expect(uploadFailureText(lost)).toBe(
      'The connection to Encore was lost. Retry: the upload continues from where it stopped.',
    );
    expect(uploadFailureText({ ...lost, offline: true })).toMatch(/^You are offline\./);
    expect(uploadRetryable(lost)).toBe(true);
  });

  test('a reply without our envelope is described by its status', () => {
    expect(
      uploadFailureText({ status: 502, body: '<html>Bad gateway</html>', offline: false }),
    ).toBe('The upload failed (error 502). Retry: it continues from where it stopped.');
    expect(uploadFailureText({ status: 401, body: null, offline: false })).toMatch(
      /^Your session ended\./,
    );
  });
});

describe('shouldRetryRequest', () => {
  test('an expired token is retried three times (the session renews it); the rest follows Uppy', () => {
    const never = () => false;
    expect(shouldRetryRequest(401, 0, never)).toBe(true);
    expect(shouldRetryRequest(401, 2, never)).toBe(true);
    expect(shouldRetryRequest(401, 3, never)).toBe(false);
    expect(shouldRetryRequest(503, 0, () => true)).toBe(true);
    expect(shouldRetryRequest(415, 0, never)).toBe(false);
  });
});
