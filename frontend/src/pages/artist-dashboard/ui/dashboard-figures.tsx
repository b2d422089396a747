import type { ReactNode } from 'react';
import type { ArtistAnalytics } from '../api/analytics-api';
import { listeningCards, salesCards } from '../lib/headline-cards';
import { deviceRows, listenerRows, platformRows } from '../lib/shares';
import { DailyChart } from './daily-chart';
import { FigureCards } from './figure-cards';
import { ShareBars } from './share-bars';
import { TopAlbums } from './top-albums';
import { TopTracksTable } from './top-tracks-table';
import styles from './artist-dashboard.module.css';

export interface DashboardFiguresProps {
  figures: ArtistAnalytics;
  openTrackId: string | null;
  onOpenTrack: (trackId: string) => void;
  /** The open track's panel, shown under the table that opened it. */
  trackPanel?: ReactNode;
}

/** Every figure of a period: headline cards, the daily chart, tracks, albums and the splits. */
export function DashboardFigures({
  figures,
  openTrackId,
  onOpenTrack,
  trackPanel,
}: DashboardFiguresProps) {
  return (
    <div className={styles.figures}>
      <FigureCards
        title="Listening"
        cards={listeningCards(figures.totals, figures.previous_period)}
      />
      <FigureCards
        title="Soundcheck revenue"
        cards={salesCards(figures.sales, figures.previous_period)}
      />
      <DailyChart title="Every day" daily={figures.daily} />
      <section className={styles.panel} aria-label="Tracks">
        {figures.tracks.length === 0 ? (
          <p className={styles.muted}>No track was played in full in this period.</p>
        ) : (
          <TopTracksTable
            tracks={figures.tracks}
            openTrackId={openTrackId}
            onOpenTrack={onOpenTrack}
          />
        )}
      </section>
      {trackPanel}
      <div className={styles.columns}>
        <section className={styles.panel} aria-label="Albums">
          <TopAlbums albums={figures.albums} />
        </section>
        <ShareBars
          title="New and returning listeners"
          rows={listenerRows(figures.listeners.current)}
          emptyText="No signed-in listeners in this period."
        />
        <ShareBars
          title="Platforms"
          rows={platformRows(figures.platforms)}
          emptyText="No full plays in this period."
        />
        <ShareBars
          title="Browsers"
          rows={deviceRows(figures.devices)}
          emptyText="No full plays in this period."
        />
      </div>
    </div>
  );
}
