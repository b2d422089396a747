import type { AlbumDetail } from '@/entities/album';
import type { StudioRelease, StudioTrack } from '@/entities/release';
import type { Track } from '@/entities/track';
import { type AlbumAccess, albumAccessOf } from '@/widgets/album-view';

/** A studio release in the album page's shape, as a listener will get it. */
export interface ListenerView {
  album: AlbumDetail;
  /** The tracks listeners get, in the release's order. */
  tracks: Track[];
  /** As a signed-in member sees it: a Soundcheck release not bought is denied (spec §5). */
  access: AlbumAccess;
  /** Tracks on the release that listeners do not get. */
  hiddenTrackCount: number;
}

/**
 * Whether listeners get a track: once public, the ones listed; otherwise the ready ones, which
 * are exactly what publishing lists (the server's release-publisher `goPublic`).
 */
export const reachesListeners = (
  release: Pick<StudioRelease, 'state'>,
  track: Pick<StudioTrack, 'state' | 'listed'>,
): boolean => (release.state === 'published' ? track.listed : track.state === 'ready');

/**
 * The day listeners see: the artist's, else publishing dates it the day it goes public — known
 * ahead only for a scheduled release (the server takes the UTC day).
 */
function releaseDateOf(release: StudioRelease): string | null {
  if (release.release_date !== null) return release.release_date;
  if (release.state === 'scheduled' && release.scheduled_for !== null) {
    return release.scheduled_for.slice(0, 10);
  }
  return null;
}

/**
 * The studio's release mapped to the album page's view (docs/adr/0047, "See as a listener").
 * A release is a catalogue album (same id); a track's number is its position; a release without
 * an access type yet shows as standard (no chip), the banner saying it is still to choose.
 * Nothing here plays: the tracks carry no stream paths.
 */
export function listenerViewOf(release: StudioRelease): ListenerView {
  const accessType = release.access_type ?? 'standard';
  // A member may play every track unless the release must be bought (Soundcheck).
  const granted = accessType !== 'soundcheck';
  const shown = release.tracks.filter((track) => reachesListeners(release, track));
  const tracks = shown
    .map((track): Track => ({
      id: track.id,
      title: track.title,
      artistName: release.artist_name,
      artist_name: release.artist_name,
      duration: track.duration_s,
      track_number: track.position,
      file_path: '',
      preview_url: null,
      album_id: release.id,
      album_slug: release.slug,
      album_title: release.title,
      artist_id: release.artist_id,
      artist_slug: null,
      artwork_url: release.artwork_url,
      explicit: track.explicit,
      lyrics: track.lyrics_plain,
      access_type: accessType,
      access_granted: granted,
      gapless: null,
      loudness: null,
      peaks_url: null,
    }))
    .sort((a, b) => a.track_number - b.track_number);
  const album: AlbumDetail = {
    id: release.id,
    slug: release.slug,
    title: release.title,
    artwork_url: release.artwork_url,
    release_date: releaseDateOf(release),
    access_type: accessType,
    description: release.description,
    // The studio knows the profile's id and name; links by name-derived slug or id serve it too.
    artist: { id: release.artist_id, slug: null, name: release.artist_name, image_url: null },
    artist_id: release.artist_id,
    artist_slug: null,
    artist_name: release.artist_name,
    tracks,
  };
  return {
    album,
    tracks,
    access: albumAccessOf(album, tracks),
    hiddenTrackCount: release.tracks.length - shown.length,
  };
}
