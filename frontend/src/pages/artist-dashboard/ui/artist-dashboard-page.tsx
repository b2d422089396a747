import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useSession } from '@/entities/session';
import { Page } from '@/shared/ui/page';
import { periodLabel } from '../lib/range';
import { csvRequested, $isDownloadingCsv } from '../model/csv-download';
import {
  $figures,
  $loadError,
  $refusal,
  $request,
  $status,
  dashboardOpened,
  dashboardRetried,
  rangeChosen,
} from '../model/dashboard';
import {
  $openTrackId,
  $trackError,
  $trackFigures,
  $trackStatus,
  trackClosed,
  trackOpened,
  trackRetried,
} from '../model/track-detail';
import { DashboardView } from './dashboard-view';
import { TrackPanel } from './track-panel';

/** Query parameter with which an admin opens any artist's dashboard (the admin area links it). */
const ARTIST_PARAM = 'artist_id';

/**
 * /artist/dashboard: an artist's plays, listeners and Soundcheck sales over a range, beside the
 * period before it. Artists see their own profile's figures; admins any artist's.
 */
export function ArtistDashboardPage() {
  const { role } = useSession();
  const [params] = useSearchParams();
  const artistId = params.get(ARTIST_PARAM);
  const model = useUnit({
    status: $status,
    figures: $figures,
    refusal: $refusal,
    loadError: $loadError,
    request: $request,
    isDownloadingCsv: $isDownloadingCsv,
    openTrackId: $openTrackId,
    trackFigures: $trackFigures,
    trackStatus: $trackStatus,
    trackError: $trackError,
    opened: dashboardOpened,
    rangeChosen,
    retry: dashboardRetried,
    downloadCsv: csvRequested,
    openTrack: trackOpened,
    closeTrack: trackClosed,
    retryTrack: trackRetried,
  });
  const { opened, figures } = model;
  useEffect(() => {
    opened({ role, artistId });
  }, [opened, role, artistId]);

  const openTitle =
    figures?.tracks.find((track) => track.track_id === model.openTrackId)?.title ?? '';
  return (
    <Page
      title="Artist dashboard"
      lead={
        figures === null ? undefined : `${figures.artist.name} · ${periodLabel(figures.period)}`
      }
    >
      <DashboardView
        status={model.status}
        figures={figures}
        refusal={model.refusal}
        loadError={model.loadError}
        range={model.request.range}
        onRangeChange={model.rangeChosen}
        onRetry={model.retry}
        onDownloadCsv={model.downloadCsv}
        isDownloadingCsv={model.isDownloadingCsv}
        openTrackId={model.openTrackId}
        onOpenTrack={model.openTrack}
        trackPanel={
          model.trackStatus === 'closed' ? null : (
            <TrackPanel
              status={model.trackStatus}
              title={openTitle}
              figures={model.trackFigures}
              error={model.trackError}
              onClose={model.closeTrack}
              onRetry={model.retryTrack}
            />
          )
        }
      />
    </Page>
  );
}
