import type { AudioTrackFacts } from '@/shared/lib/audio';
import type { PlayerTrack } from '../model/player-track';

/**
 * What the audio engine learns of a track besides its MP3 address (docs/adr/0049): its AAC
 * rendition, once signed (a visitor's preview has none), and its place in its album's order, so a
 * gapless engine can tell an album played in order from a shuffled step.
 */
export function audioTrackFacts(
  track: Pick<PlayerTrack, 'albumId' | 'trackNumber' | 'gapless'>,
  gaplessUrl: string | null,
): AudioTrackFacts {
  const { gapless } = track;
  return {
    gapless:
      gapless === null || gaplessUrl === null
        ? null
        : {
            url: gaplessUrl,
            sampleRate: gapless.sampleRate,
            primingSamples: gapless.primingSamples,
            paddingSamples: gapless.paddingSamples,
            samples: gapless.samples,
          },
    album: track.trackNumber > 0 ? { albumId: track.albumId, index: track.trackNumber - 1 } : null,
  };
}

/** The facts of the track with this id in the playlist, or none when it is not there. */
export function factsInPlaylist(
  playlist: readonly PlayerTrack[],
  gaplessUrls: Readonly<Record<string, string>>,
  trackId: string,
): AudioTrackFacts | undefined {
  const track = playlist.find((candidate) => candidate.id === trackId);
  return track === undefined ? undefined : audioTrackFacts(track, gaplessUrls[trackId] ?? null);
}
