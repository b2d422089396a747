import { type Artist, ArtistHeader } from '@/entities/artist';
import { PlayAllButtons, type PlayAllState } from '@/features/play-track';

export interface ArtistHeroProps {
  artist: Artist;
  playState: PlayAllState;
  onPlayAll: () => void;
  onShuffle: () => void;
}

/** The artist's header with the Play all and Shuffle buttons (spec §2's play button). */
export function ArtistHero({ artist, playState, onPlayAll, onShuffle }: ArtistHeroProps) {
  return (
    <ArtistHeader
      artist={artist}
      actions={
        <PlayAllButtons
          state={playState}
          subject={artist.name}
          size="lg"
          onPlayAll={onPlayAll}
          onShuffle={onShuffle}
        />
      }
    />
  );
}
