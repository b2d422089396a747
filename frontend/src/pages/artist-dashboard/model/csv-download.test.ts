/** @jest-environment node */
import { jest } from '@jest/globals';
import { allSettled, fork } from 'effector';
import { ApiError } from '@/shared/api';
import { $toasts } from '@/shared/lib/toast';
import type { DashboardRequest } from '../lib/range';
import { $request, rangeChosen } from './dashboard';
import { csvRequested, fetchCsvFx, saveCsvFx } from './csv-download';

type Saved = { blob: Blob; name: string };

function csvScope(fetch: (request: DashboardRequest) => Promise<Saved>) {
  const save = jest.fn((_file: Saved) => undefined);
  const scope = fork({
    values: [[$request, { range: { preset: '28d' }, artistId: null }]],
    handlers: [
      [fetchCsvFx, fetch],
      [saveCsvFx, save],
    ],
  });
  return { scope, save };
}

describe('CSV download model', () => {
  test("the range on screen is fetched and saved under the server's name", async () => {
    const blob = new Blob(['day,track_id\r\n'], { type: 'text/csv' });
    const asked: DashboardRequest[] = [];
    const { scope, save } = csvScope((request) => {
      asked.push(request);
      return Promise.resolve({ blob, name: 'encore-analytics-2026-11-20-to-2026-11-26.csv' });
    });

    await allSettled(rangeChosen, { scope, params: { preset: '7d' } });
    await allSettled(csvRequested, { scope });

    expect(asked).toEqual([{ range: { preset: '7d' }, artistId: null }]);
    expect(save).toHaveBeenCalledWith({
      blob,
      name: 'encore-analytics-2026-11-20-to-2026-11-26.csv',
    });
  });

  test('a failed download says so in a toast and saves nothing', async () => {
    const { scope, save } = csvScope(() =>
      Promise.reject(
        new ApiError(
          403,
          'x',
          "You can only see your own artist profile's analytics",
          'ANALYTICS.OTHER_ARTIST',
        ),
      ),
    );

    await allSettled(csvRequested, { scope });

    expect(save).not.toHaveBeenCalled();
    expect(scope.getState($toasts).map(({ kind, text }) => [kind, text])).toEqual([
      ['error', "You can only see your own artist profile's analytics"],
    ]);
  });
});
