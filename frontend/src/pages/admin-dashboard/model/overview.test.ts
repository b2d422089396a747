/** @jest-environment node */
import { allSettled, fork } from 'effector';
import type { AdminOverview } from '../api/overview-api';
import { OVERVIEW } from '../testing/overview-fixtures';
import {
  $overview,
  $overviewStatus,
  fetchOverviewFx,
  overviewOpened,
  overviewRefreshed,
} from './overview';

describe('admin overview model', () => {
  test('opening reads the figures; a failed read can be tried again', async () => {
    let answer = (): Promise<AdminOverview> => Promise.reject(new Error('offline'));
    const scope = fork({ handlers: [[fetchOverviewFx, () => answer()]] });

    await allSettled(overviewOpened, { scope });
    expect(scope.getState($overviewStatus)).toBe('failed');
    expect(scope.getState($overview)).toBeNull();

    answer = () => Promise.resolve(OVERVIEW);
    await allSettled(overviewRefreshed, { scope });
    expect(scope.getState($overviewStatus)).toBe('ready');
    expect(scope.getState($overview)).toEqual(OVERVIEW);
  });

  test('a refresh that fails keeps the figures it had', async () => {
    let answer = (): Promise<AdminOverview> => Promise.resolve(OVERVIEW);
    const scope = fork({ handlers: [[fetchOverviewFx, () => answer()]] });
    await allSettled(overviewOpened, { scope });

    answer = () => Promise.reject(new Error('offline'));
    await allSettled(overviewRefreshed, { scope });

    expect(scope.getState($overviewStatus)).toBe('failed');
    expect(scope.getState($overview)).toEqual(OVERVIEW);
  });
});
