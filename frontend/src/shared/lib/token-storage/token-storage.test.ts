import { jest } from '@jest/globals';
import {
  clearStoredTokens,
  isStorageWritable,
  readAccessToken,
  readRefreshToken,
  storeSessionTokens,
} from './token-storage';

describe('token storage', () => {
  beforeEach(() => {
    window.localStorage.clear();
  });

  test('stores the access token, its expiry and a rotated refresh token under the spec keys', () => {
    storeSessionTokens({ accessToken: 'access-1', refreshToken: 'refresh-1', expiresAt: 1700 });

    expect(window.localStorage.getItem('access_token')).toBe('access-1');
    expect(window.localStorage.getItem('refresh_token')).toBe('refresh-1');
    expect(window.localStorage.getItem('token_expiry')).toBe('1700');
    expect(readAccessToken()).toBe('access-1');
    expect(readRefreshToken()).toBe('refresh-1');
  });

  test('keeps the stored refresh token when a reply did not rotate it', () => {
    storeSessionTokens({ accessToken: 'access-1', refreshToken: 'refresh-1', expiresAt: 1700 });
    storeSessionTokens({ accessToken: 'access-2', refreshToken: null, expiresAt: 2600 });

    expect(readAccessToken()).toBe('access-2');
    expect(readRefreshToken()).toBe('refresh-1');
    expect(window.localStorage.getItem('token_expiry')).toBe('2600');
  });

  test('clearing removes all three keys', () => {
    storeSessionTokens({ accessToken: 'a', refreshToken: 'r', expiresAt: 1 });
    window.localStorage.setItem('unrelated', 'kept');

    clearStoredTokens();

    expect(readAccessToken()).toBeNull();
    expect(readRefreshToken()).toBeNull();
    expect(window.localStorage.getItem('token_expiry')).toBeNull();
    expect(window.localStorage.getItem('unrelated')).toBe('kept');
  });

  test('storage that refuses writes is reported, and leaves no probe behind', () => {
    expect(isStorageWritable()).toBe(true);
    expect(window.localStorage.length).toBe(0);

    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    expect(isStorageWritable()).toBe(false);
  });
});
