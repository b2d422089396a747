import { ApiProperty } from '@nestjs/swagger';

import { AlbumDto } from './album.dto.js';
import { ArtistSummaryDto } from './artist.dto.js';
import { GenreDto } from './genre.dto.js';

/** Everything the discover page shows, in one reply. */
export class DiscoverDto {
  @ApiProperty({ type: [AlbumDto], description: 'Newest releases first' })
  new_releases!: AlbumDto[];
  @ApiProperty({ type: [ArtistSummaryDto], description: 'Artists with the freshest releases' })
  featured_artists!: ArtistSummaryDto[];
  @ApiProperty({ type: [AlbumDto], description: 'Soundcheck exclusives, newest first' })
  soundcheck_albums!: AlbumDto[];
  @ApiProperty({ type: [GenreDto] }) genres!: GenreDto[];
}
