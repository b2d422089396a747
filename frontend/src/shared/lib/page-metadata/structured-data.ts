// schema.org JSON-LD for the catalogue pages (https://schema.org/MusicGroup, /MusicAlbum), built
// by the rules the server's page heads use too (docs/adr/0023), against this page's origin.
import {
  type MusicAlbumFacts,
  musicAlbumData as sharedMusicAlbumData,
  type MusicGroupFacts,
  musicGroupData as sharedMusicGroupData,
} from '@encore/shared-rules';

export type { MusicAlbumFacts, MusicGroupFacts } from '@encore/shared-rules';

export const musicGroupData = (facts: MusicGroupFacts): Record<string, unknown> =>
  sharedMusicGroupData(facts, window.location.origin);

export const musicAlbumData = (facts: MusicAlbumFacts): Record<string, unknown> =>
  sharedMusicAlbumData(facts, window.location.origin);
