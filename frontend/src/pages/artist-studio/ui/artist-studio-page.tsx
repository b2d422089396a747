import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { studioReleasePath, withArtistId } from '@/entities/release';
import { useSession } from '@/entities/session';
import { $uploads, UploadsUnderWay } from '@/features/studio-track-uploads';
import { artistDashboardPath, ROUTES } from '@/shared/config';
import { Page } from '@/shared/ui/page';
import {
  $checklist,
  $list,
  $loadError,
  $profile,
  $refusal,
  $status,
  studioOpened,
  studioRetried,
} from '../model/studio-home';
import { StudioHomeView } from './studio-home-view';

/** Query parameter with which an admin opens any artist's studio (as with the dashboard). */
const ARTIST_PARAM = 'artist_id';

/**
 * /artist/studio: the artist's workplace. What to do next (profile, first release, publish), the
 * releases with their states, uploads still running, and the analytics dashboard one click away.
 */
export function ArtistStudioPage() {
  const { role } = useSession();
  const [params] = useSearchParams();
  const artistId = params.get(ARTIST_PARAM);
  const model = useUnit({
    status: $status,
    list: $list,
    profile: $profile,
    checklist: $checklist,
    refusal: $refusal,
    loadError: $loadError,
    uploads: $uploads,
    opened: studioOpened,
    retry: studioRetried,
  });
  const { opened, list } = model;
  useEffect(() => {
    opened({ role, artistId });
  }, [opened, role, artistId]);

  const releases = list?.releases ?? [];
  const titleOf = (releaseId: string) =>
    releases.find((release) => release.id === releaseId)?.title ?? null;
  return (
    <Page
      title="Studio"
      lead={
        model.profile === null
          ? 'Upload, prepare and publish your music.'
          : `${model.profile.name} · upload, prepare and publish your music.`
      }
    >
      <StudioHomeView
        status={model.status}
        releases={releases}
        checklist={model.checklist}
        refusal={model.refusal}
        loadError={model.loadError}
        newReleasePath={withArtistId(ROUTES.artistStudioNewRelease, artistId)}
        dashboardPath={artistId === null ? ROUTES.artistDashboard : artistDashboardPath(artistId)}
        uploads={
          <UploadsUnderWay
            uploads={Object.values(model.uploads)}
            titleOf={titleOf}
            pathOf={studioReleasePath}
          />
        }
        onRetry={model.retry}
      />
    </Page>
  );
}
