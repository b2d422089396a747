/** @jest-environment node */
import { jest } from '@jest/globals';
import { allSettled, fork } from 'effector';
import type { DiscoverContent } from '../api/discover-reply';
import { $content, $status, discoverOpened, discoverRetried, fetchDiscoverFx } from './discover';

const CONTENT: DiscoverContent = {
  newReleases: [],
  featuredArtists: [],
  soundcheckAlbums: [],
  genres: [{ name: 'house' }],
};

describe('discover model', () => {
  test('one request fills every section', async () => {
    const fetch = jest.fn(() => Promise.resolve(CONTENT));
    const scope = fork({ handlers: [[fetchDiscoverFx, fetch]] });
    expect(scope.getState($status)).toBe('loading');

    await allSettled(discoverOpened, { scope });

    expect(fetch).toHaveBeenCalledTimes(1);
    expect(scope.getState($status)).toBe('ready');
    expect(scope.getState($content)).toEqual(CONTENT);
  });

  test('a failure can be retried', async () => {
    let answer = () => Promise.reject<DiscoverContent>(new Error('offline'));
    const scope = fork({ handlers: [[fetchDiscoverFx, () => answer()]] });

    await allSettled(discoverOpened, { scope });
    expect(scope.getState($status)).toBe('failed');
    expect(scope.getState($content)).toBeNull();

    answer = () => Promise.resolve(CONTENT);
    await allSettled(discoverRetried, { scope });
    expect(scope.getState($status)).toBe('ready');
  });
});
