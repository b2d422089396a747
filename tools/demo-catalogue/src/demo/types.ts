import type { AccessType } from '@encore/backend/tools';

/** One track as written by hand; keys, seeds, previews and lyrics are derived in catalogue.ts. */
export interface DemoTrackInput {
  title: string;
  /** Requested length of the generated audio, 60–240 s (30–60 s on a continuous album). */
  durationS: number;
  explicit?: true;
}

export interface DemoAlbumInput {
  /** Globally unique; also names the cover and audio files. */
  slug: string;
  title: string;
  description: string;
  /** `YYYY-MM-DD`. */
  releaseDate: string;
  accessType: AccessType;
  /** The first genre drives the generated audio and cover. */
  genres: readonly [string, ...string[]];
  tracks: readonly DemoTrackInput[];
  /**
   * One signal cut into the tracks at sample-exact boundaries, flowing from each into the next
   * (issue 26: what the gapless player's bench plays), instead of a song per track.
   */
  continuous?: true;
}

export interface DemoArtistInput {
  /** Null for the one artist whose pages fall back to a name-derived slug (spec §2). */
  slug: string | null;
  name: string;
  bio: string | null;
  genres: readonly [string, ...string[]];
  moods: readonly string[];
  /** Site name → profile URL (spec §3 `social_links`). */
  socialLinks: Readonly<Record<string, string>>;
  withLogo: boolean;
  albums: readonly DemoAlbumInput[];
}
