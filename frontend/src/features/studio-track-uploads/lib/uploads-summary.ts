import type { LocalUpload } from '../model/uploads';
import { percentSent } from './upload-progress';

/** The uploads still sending (or paused) on one release, summed for a one-line status. */
export interface UploadsSummary {
  releaseId: string;
  files: number;
  paused: number;
  bytesSent: number;
  bytesTotal: number;
  percent: number;
}

/** Per release, in the order their first upload appears: what is still on its way. */
export function summariseUploads(uploads: readonly LocalUpload[]): UploadsSummary[] {
  const byRelease = new Map<string, UploadsSummary>();
  for (const upload of uploads) {
    if (upload.phase !== 'uploading' && upload.phase !== 'paused') continue;
    const summary = byRelease.get(upload.releaseId) ?? {
      releaseId: upload.releaseId,
      files: 0,
      paused: 0,
      bytesSent: 0,
      bytesTotal: 0,
      percent: 0,
    };
    summary.files += 1;
    if (upload.phase === 'paused') summary.paused += 1;
    summary.bytesSent += upload.bytesSent;
    summary.bytesTotal += upload.bytesTotal;
    summary.percent = percentSent(summary.bytesSent, summary.bytesTotal);
    byRelease.set(upload.releaseId, summary);
  }
  return [...byRelease.values()];
}

/** "Uploading 3 files · 45%", "Uploading 1 file · 80% · 1 paused". */
export function uploadsSummaryText({ files, paused, percent }: UploadsSummary): string {
  const base = `Uploading ${files} ${files === 1 ? 'file' : 'files'} · ${percent}%`;
  return paused === 0 ? base : `${base} · ${paused} paused`;
}
