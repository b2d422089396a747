import { ApiProperty } from '@nestjs/swagger';

import { AlbumDto } from './album.dto.js';
import { ArtistSummaryDto } from './artist.dto.js';
import { GenreDto } from './genre.dto.js';
import { TrackDto } from './track.dto.js';

/** Everything the discover page and the home page's shelf show, in one reply. */
export class DiscoverDto {
  @ApiProperty({ type: [AlbumDto], description: 'Newest releases first' })
  new_releases!: AlbumDto[];
  @ApiProperty({ type: [ArtistSummaryDto], description: 'Artists with the freshest releases' })
  featured_artists!: ArtistSummaryDto[];
  @ApiProperty({ type: [AlbumDto], description: 'Soundcheck exclusives, newest first' })
  soundcheck_albums!: AlbumDto[];
  @ApiProperty({ type: [GenreDto] }) genres!: GenreDto[];
  @ApiProperty({
    type: [TrackDto],
    description:
      'The home page\'s "Listen now" shelf: the opening tracks of the newest albums that are not Soundcheck exclusives, newest first (some have a preview_url, some do not)',
  })
  fresh_tracks!: TrackDto[];
}
