import { jest } from '@jest/globals';
import { fetchPeaks } from './fetch-peaks';

const json = (body: unknown, status = 200) =>
  Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );

describe('fetchPeaks', () => {
  test('reads the peaks and the duration of the pipeline’s document', async () => {
    const fetch = jest
      .spyOn(globalThis, 'fetch')
      .mockReturnValue(json({ version: 1, durationS: 214.6, count: 3, peaks: [0, 0.5, 1] }));
    await expect(fetchPeaks('/api/media/peaks/audio/t-1/m1/peaks.json')).resolves.toEqual({
      peaks: [0, 0.5, 1],
      durationS: 214.6,
    });
    expect(fetch).toHaveBeenCalledWith('/api/media/peaks/audio/t-1/m1/peaks.json', {
      headers: { accept: 'application/json' },
    });
  });

  test('an error status fails', async () => {
    jest.spyOn(globalThis, 'fetch').mockReturnValue(json({ message: 'Not found' }, 404));
    await expect(fetchPeaks('/api/media/peaks/x.json')).rejects.toThrow(
      'Peaks request failed: 404',
    );
  });
});
