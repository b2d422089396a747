import { createEffect, createEvent, sample } from 'effector';
import { failureMessage } from '@/shared/api';
import { saveFile } from '@/shared/lib/navigation';
import { toastShown } from '@/shared/lib/toast';
import { fetchAnalyticsCsv } from '../api/analytics-api';
import { csvFileName } from '../lib/csv-file-name';
import { analyticsQuery, type DashboardRequest } from '../lib/range';
import { $request } from './dashboard';

/** "Download CSV": the same range (and artist) as the figures on screen, one row per day and track. */
export const csvRequested = createEvent();

/** Fetched with the bearer token (a plain link could not send it), saved under the server's name. */
export const fetchCsvFx = createEffect(async (request: DashboardRequest) => {
  const query = analyticsQuery(request);
  const { blob, contentDisposition } = await fetchAnalyticsCsv(query);
  return { blob, name: csvFileName(contentDisposition, query) };
});
export const saveCsvFx = createEffect(({ blob, name }: { blob: Blob; name: string }) => {
  saveFile(blob, name);
});

export const $isDownloadingCsv = fetchCsvFx.pending;

sample({
  clock: csvRequested,
  source: $request,
  filter: $isDownloadingCsv.map((pending) => !pending),
  target: fetchCsvFx,
});
sample({ clock: fetchCsvFx.doneData, target: saveCsvFx });
sample({
  clock: [fetchCsvFx.failData, saveCsvFx.failData],
  fn: (error) => ({
    kind: 'error' as const,
    text: failureMessage(error, 'The CSV file could not be downloaded. Please try again.'),
  }),
  target: toastShown,
});
