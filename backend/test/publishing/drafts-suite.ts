import { startTestApp, type TestApp } from '../support/test-app.js';
import {
  listedGenre,
  studio,
  studioArtist,
  type StudioArtist,
  type StudioRelease,
  type StudioTrack,
} from './releases-suite.js';

/**
 * The studio's draft release specs' shared set-up (docs/adr/0041): an app, an artist of its own,
 * a listed genre, and a track slot taken the way the studio does. A spec calls useDraftsApp()
 * once at its top.
 */
export let t: TestApp;
export let artist: StudioArtist;
export let genre: string;

/** Registers the app's start and stop around the calling spec. */
export function useDraftsApp(): void {
  beforeAll(async () => {
    t = await startTestApp();
    artist = await studioArtist(t.baseUrl);
    genre = await listedGenre();
  });
  afterAll(async () => {
    await t.close();
  });
}

export const slot = (
  release: StudioRelease,
  fileName: string,
  extra: Record<string, unknown> = {},
) =>
  studio(t.baseUrl, artist.token).post<StudioTrack>(`/releases/${release.id}/tracks`, {
    file_name: fileName,
    file_size: 40_000_000,
    ...extra,
  });
