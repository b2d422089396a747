import { Table } from '@/shared/ui/table';
import type { ArtistAnalytics } from '../api/analytics-api';
import { METRIC_DEFINITIONS } from '../lib/figure-definitions';
import { formatCount } from '../lib/format-figures';
import { FigureTerm } from './defined-figure';

type Album = ArtistAnalytics['albums'][number];

/** The albums of the played tracks, most streamed first. */
export function TopAlbums({ albums }: { albums: readonly Album[] }) {
  return (
    <Table
      caption="Top albums"
      showCaption
      rows={[...albums]}
      getRowKey={(album) => album.album_id}
      empty="No album was played in this period."
      columns={[
        { key: 'title', header: 'Album', cell: (album) => album.title },
        {
          key: 'streams',
          header: (
            <FigureTerm definition={METRIC_DEFINITIONS.streams.definition}>Streams</FigureTerm>
          ),
          align: 'end',
          cell: (album) => formatCount(album.streams),
        },
        {
          key: 'plays',
          header: <FigureTerm definition={METRIC_DEFINITIONS.plays.definition}>Plays</FigureTerm>,
          align: 'end',
          cell: (album) => formatCount(album.plays),
        },
      ]}
    />
  );
}
