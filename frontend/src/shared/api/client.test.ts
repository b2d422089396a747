import { ApiError, explainFailure, failureMessage, toApiError } from './api-error';
import { unwrap } from './client';

describe('toApiError', () => {
  it('reads the server text from the error envelope', () => {
    const error = toApiError(401, 'Unauthorized', {
      statusCode: 401,
      code: 'AUTH.INVALID_CREDENTIALS',
      error: 'Invalid email or password',
      message: 'Invalid email or password',
    });
    expect(error).toBeInstanceOf(ApiError);
    expect(error.serverMessage).toBe('Invalid email or password');
    expect(error.code).toBe('AUTH.INVALID_CREDENTIALS');
    expect(error.message).toBe('Invalid email or password');
  });

  it('falls back to "Error {status}: {statusText}" when the reply was not JSON', () => {
    const error = toApiError(502, 'Bad Gateway', undefined);
    expect(error.serverMessage).toBeNull();
    expect(error.repliedWithJson).toBe(false);
    expect(error.message).toBe('Error 502: Bad Gateway');
  });

  it('tells a JSON reply without a message from a reply that was not JSON', () => {
    expect(toApiError(500, 'Internal Server Error', { statusCode: 500 }).repliedWithJson).toBe(
      true,
    );
    expect(toApiError(502, 'Bad Gateway', '<html>Bad gateway</html>').repliedWithJson).toBe(false);
  });

  it('keeps the per-field details of a validation failure', () => {
    const details = [{ field: 'email', messages: ['email must be an email'] }];
    const error = toApiError(400, 'Bad Request', { message: 'Email must be an email.', details });
    expect(error.details).toEqual(details);
  });
});

describe('unwrap', () => {
  const reply = (status: number, statusText = ''): Response =>
    new Response(null, { status, statusText });

  it('returns the data of a successful call', () => {
    expect(unwrap({ data: { status: 'ok' }, response: reply(200) })).toEqual({ status: 'ok' });
  });

  it('throws an ApiError carrying the envelope text of a failed call', () => {
    const envelope = {
      statusCode: 404,
      code: 'CATALOGUE.ALBUM_NOT_FOUND',
      error: 'Album not found',
      message: 'Album not found',
    };
    expect(() => unwrap({ error: envelope, response: reply(404, 'Not Found') })).toThrow(
      new ApiError(404, 'Not Found', 'Album not found', 'CATALOGUE.ALBUM_NOT_FOUND'),
    );
  });

  it('treats an OK reply without a body as a failure rather than returning undefined', () => {
    expect(() => unwrap({ response: reply(204, 'No Content') })).toThrow(ApiError);
  });
});

describe('failureMessage', () => {
  it("prefers the server's text and falls back to the caller's words", () => {
    const withText = toApiError(429, 'Too Many Requests', { message: 'Please wait.' });
    expect(failureMessage(withText, 'Request failed')).toBe('Please wait.');
    expect(failureMessage(toApiError(502, 'Bad Gateway', ''), 'Request failed')).toBe(
      'Request failed',
    );
    expect(failureMessage(new TypeError('Failed to fetch'), 'Request failed')).toBe(
      'Request failed',
    );
  });
});

describe('explainFailure', () => {
  it("names the first field the server's checks refused, else falls back as failureMessage", () => {
    const invalid = toApiError(400, 'Bad Request', {
      code: 'PLATFORM.VALIDATION_FAILED',
      message: 'The request is not valid.',
      details: [
        { field: 'uses', messages: [] },
        { field: 'note', messages: ['note must be at most 200 characters'] },
      ],
    });
    expect(explainFailure(invalid, 'Could not save')).toBe('note must be at most 200 characters');
    const plain = toApiError(409, 'Conflict', { message: 'Already there.' });
    expect(explainFailure(plain, 'Could not save')).toBe('Already there.');
    expect(explainFailure(new TypeError('Failed to fetch'), 'Could not save')).toBe(
      'Could not save',
    );
  });
});
