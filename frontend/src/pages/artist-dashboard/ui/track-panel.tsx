import { useEffect, useId, useRef } from 'react';
import { Alert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { CloseIcon } from '@/shared/ui/icons';
import { Spinner } from '@/shared/ui/spinner';
import { Table } from '@/shared/ui/table';
import type { TrackAnalytics } from '../api/analytics-api';
import { retentionSeries, retentionSummary } from '../lib/chart-series';
import { formatDuration, formatShare } from '../lib/format-figures';
import { listeningCards } from '../lib/headline-cards';
import type { TrackStatus } from '../model/track-detail';
import { ChartFigure } from './chart-figure';
import { DailyChart } from './daily-chart';
import { FigureCards } from './figure-cards';
import { LineChart } from './line-chart';
import styles from './track-panel.module.css';

export interface TrackPanelProps {
  status: Exclude<TrackStatus, 'closed'>;
  /** The title from the table, shown while the track's own figures load. */
  title: string;
  figures: TrackAnalytics | null;
  error: string | null;
  onClose: () => void;
  onRetry: () => void;
}

const percent = (value: number) => `${value}%`;

/** One track: its figures against the period before, its retention curve and its days. */
export function TrackPanel({ status, title, figures, error, onClose, onRetry }: TrackPanelProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const titleId = useId();
  // A newly opened track takes the focus (and scrolls into view); its figures arriving do not.
  useEffect(() => {
    heading.current?.focus();
  }, [title]);

  return (
    <section
      className={styles.panel}
      aria-labelledby={titleId}
      aria-busy={status === 'loading' || undefined}
    >
      <header className={styles.header}>
        <div className={styles.heading}>
          <h2 id={titleId} ref={heading} tabIndex={-1} className={styles.title}>
            {figures?.track.title ?? title}
          </h2>
          {figures === null ? null : (
            <p className={styles.meta}>
              {figures.track.album_title} · {formatDuration(figures.track.duration_ms)}
            </p>
          )}
        </div>
        <Button size="sm" variant="ghost" icon={<CloseIcon size={16} />} onClick={onClose}>
          Close track
        </Button>
      </header>
      {status === 'failed' ? (
        <Alert
          tone="error"
          title="The track's figures did not load."
          action={
            <Button size="sm" variant="secondary" onClick={onRetry}>
              Try again
            </Button>
          }
        >
          {error}
        </Alert>
      ) : null}
      {status === 'loading' && figures === null ? (
        <div className={styles.loading}>
          <Spinner label="Loading the track's figures…" />
        </div>
      ) : null}
      {figures === null ? null : <TrackFigures figures={figures} />}
    </section>
  );
}

function TrackFigures({ figures }: { figures: TrackAnalytics }) {
  // Previews and their listeners only when the track had any (a free track never does).
  const cards = listeningCards(figures.totals, figures.previous_period).filter(
    ({ key }) =>
      (key !== 'previews' && key !== 'preview_listeners') || figures.totals.current.previews > 0,
  );
  const points = retentionSeries(figures.retention);
  return (
    <div className={styles.body}>
      <FigureCards title="This track" cards={cards} />
      <ChartFigure
        title="Retention"
        chart={
          <LineChart
            points={points}
            maxValue={100}
            formatValue={percent}
            summary={retentionSummary(figures.retention)}
          />
        }
        table={
          <Table
            caption="Share of plays still listening at each point of the track"
            rows={[...figures.retention]}
            getRowKey={(point) => String(point.percent)}
            columns={[
              {
                key: 'position',
                header: 'Position in the track',
                cell: (point) => `${point.percent}%`,
              },
              {
                key: 'share',
                header: 'Still listening',
                align: 'end',
                cell: (point) => formatShare(point.share),
              },
            ]}
          />
        }
      />
      <DailyChart title="This track per day" daily={figures.daily} />
    </div>
  );
}
