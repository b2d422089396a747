import { DEMO_ACCOUNTS } from './accounts.js';
import { DEMO_ARTISTS, seedFromKey } from './catalogue.js';

export interface DemoStudioTrack {
  title: string;
  /** Length of the synthesised master, kept short: the pipeline processes it at every cold start. */
  durationS: number;
  seed: number;
}

export interface DemoStudioRelease {
  /** The profile the demo artist account manages. */
  artistSlug: string;
  title: string;
  /** Drives the generated cover. */
  seed: number;
  /** One of DEMO_GENRES: the import takes only genres Encore lists. */
  genre: string;
  /** How the operator's import spells it (`--access`). */
  access: 'free';
  tracks: readonly DemoStudioTrack[];
}

const artistSlug = DEMO_ACCOUNTS.find((account) => account.role === 'artist')?.artistSlug ?? null;
const artist = DEMO_ARTISTS.find((candidate) => candidate.slug === artistSlug);
if (artistSlug === null || artist === undefined) {
  throw new Error('The demo artist account manages no demo artist.');
}

const track = (title: string, durationS: number): DemoStudioTrack => ({
  title,
  durationS,
  seed: seedFromKey(`studio-track/${title}`),
});

/**
 * The demo artist's unreleased single, waiting in the studio: two masters already processed by
 * the media pipeline, artwork, genre and access chosen — so publishing it is one click away.
 */
export const DEMO_STUDIO_RELEASE: DemoStudioRelease = {
  artistSlug,
  title: 'Last Ferry Home',
  seed: seedFromKey('studio-release/Last Ferry Home'),
  genre: artist.genres[0],
  access: 'free',
  tracks: [track('Last Ferry Home', 30), track('Gulls Over the Quay', 24)],
};
