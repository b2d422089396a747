import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ROUTES } from '@/shared/config';
import { Alert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { RetryIcon } from '@/shared/ui/icons';
import type { ArtistAnalytics } from '../api/analytics-api';
import { REFUSAL_TEXTS, type Refusal } from '../lib/dashboard-refusal';
import { hasNoPlays } from '../lib/headline-cards';
import type { RangeChoice } from '../lib/range';
import type { DashboardStatus } from '../model/dashboard';
import { DashboardFigures } from './dashboard-figures';
import { DashboardMessage } from './dashboard-message';
import { FigureCards } from './figure-cards';
import { RangePicker } from './range-picker';
import styles from './artist-dashboard.module.css';

export interface DashboardViewProps {
  status: DashboardStatus;
  figures: ArtistAnalytics | null;
  refusal: Refusal | null;
  loadError: string | null;
  range: RangeChoice;
  onRangeChange: (range: RangeChoice) => void;
  onRetry: () => void;
  onDownloadCsv: () => void;
  isDownloadingCsv: boolean;
  openTrackId: string | null;
  onOpenTrack: (trackId: string) => void;
  trackPanel?: ReactNode;
  /** "Now" for the range picker (stories pin it). */
  now?: Date | undefined;
}

/** The dashboard in each of its states, from the model's stores (the page connects them). */
export function DashboardView(props: DashboardViewProps) {
  const { status, figures, refusal } = props;
  if (status === 'refused' && refusal !== null) return <RefusalMessage refusal={refusal} />;
  return (
    <div className={styles.dashboard}>
      <div className={styles.toolbar}>
        <RangePicker
          value={props.range}
          onChange={props.onRangeChange}
          period={figures?.period}
          now={props.now}
        />
        <Button
          variant="secondary"
          size="sm"
          loading={props.isDownloadingCsv}
          disabled={figures === null}
          onClick={props.onDownloadCsv}
        >
          Download CSV
        </Button>
        <Link to={ROUTES.artistStudio}>Open the studio</Link>
      </div>
      {status === 'failed' ? (
        <Alert
          tone="error"
          title="Your figures did not load."
          action={
            <Button
              size="sm"
              variant="secondary"
              icon={<RetryIcon size={16} />}
              onClick={props.onRetry}
            >
              Try again
            </Button>
          }
        >
          {props.loadError}
        </Alert>
      ) : null}
      {figures === null ? (
        status === 'loading' ? (
          <div aria-busy="true">
            <FigureCards title="Listening" cards={[]} loadingCount={8} />
          </div>
        ) : null
      ) : (
        <div
          className={status === 'loading' ? styles.stale : undefined}
          aria-busy={status === 'loading' || undefined}
        >
          <FiguresOrEmpty {...props} figures={figures} />
        </div>
      )}
    </div>
  );
}

function FiguresOrEmpty(props: DashboardViewProps & { figures: ArtistAnalytics }) {
  const { figures } = props;
  const { current, previous } = figures.totals;
  if (hasNoPlays(current) && figures.sales.current.count === 0) {
    const never = hasNoPlays(previous);
    return (
      <DashboardMessage title={never ? 'No plays yet' : 'No plays in this period'}>
        {never
          ? 'When listeners play your music, their plays, listeners and sales show here, updated every few minutes.'
          : 'Nobody played your music in these days. Choose a longer range to compare.'}
      </DashboardMessage>
    );
  }
  return (
    <DashboardFigures
      figures={figures}
      openTrackId={props.openTrackId}
      onOpenTrack={props.onOpenTrack}
      trackPanel={props.trackPanel}
    />
  );
}

function RefusalMessage({ refusal }: { refusal: Refusal }) {
  const { title, text } = REFUSAL_TEXTS[refusal];
  const target =
    refusal === 'artist_required'
      ? { to: ROUTES.adminDashboard, label: 'Admin dashboard' }
      : refusal === 'other_artist'
        ? { to: ROUTES.artistDashboard, label: 'Your dashboard' }
        : { to: ROUTES.discover, label: 'Discover music' };
  return (
    <DashboardMessage
      title={title}
      actions={
        <Button asChild variant="secondary">
          <Link to={target.to}>{target.label}</Link>
        </Button>
      }
    >
      {text}
    </DashboardMessage>
  );
}
