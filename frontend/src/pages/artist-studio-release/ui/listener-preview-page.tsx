import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import {
  STUDIO_REFUSAL_TEXTS,
  StudioMessage,
  type StudioRefusal,
  studioReleasePath,
  withArtistId,
} from '@/entities/release';
import { useSession } from '@/entities/session';
import { ROUTES } from '@/shared/config';
import { Button } from '@/shared/ui/button';
import { LoadFailure } from '@/shared/ui/load-failure';
import { Page } from '@/shared/ui/page';
import { PageSpinner } from '@/shared/ui/page-spinner';
import {
  $refusal,
  $release,
  $status,
  type PreviewStatus,
  previewClosed,
  previewOpened,
  previewRetried,
} from '../model/listener-preview';
import { ListenerPreview } from './listener-preview';

/** An admin works for an artist with `?artist_id=` (as in the editor), carried back to it. */
const ARTIST_PARAM = 'artist_id';

/**
 * /artist/studio/releases/{id}/listen: the release's public page as listeners will see it,
 * before publishing and after (docs/adr/0047, "See as a listener").
 */
export function ArtistStudioReleasePreviewPage() {
  const { role } = useSession();
  const { releaseId = '' } = useParams();
  const [params] = useSearchParams();
  const editorPath = withArtistId(studioReleasePath(releaseId), params.get(ARTIST_PARAM));
  const navigate = useNavigate();
  const model = useUnit({
    opened: previewOpened,
    closed: previewClosed,
    retry: previewRetried,
    status: $status,
    refusal: $refusal,
    release: $release,
  });
  const { opened, closed, release } = model;

  useEffect(() => {
    opened({ releaseId, role });
    return () => {
      closed();
    };
  }, [opened, closed, releaseId, role]);

  if (model.status === 'ready' && release !== null) {
    return (
      <ListenerPreview
        release={release}
        editorPath={editorPath}
        onBack={() => {
          void navigate(editorPath);
        }}
      />
    );
  }
  return (
    <Page title="See as a listener">
      <PreviewProblem
        status={model.status}
        refusal={model.refusal}
        editorPath={editorPath}
        onRetry={model.retry}
      />
    </Page>
  );
}

interface PreviewProblemProps {
  status: PreviewStatus;
  refusal: StudioRefusal | null;
  editorPath: string;
  onRetry: () => void;
}

/** Loading, refused, missing or failed: the studio's own messages. */
function PreviewProblem({ status, refusal, editorPath, onRetry }: PreviewProblemProps) {
  const backToStudio = (
    <Button asChild variant="secondary">
      <Link to={ROUTES.artistStudio}>Back to the studio</Link>
    </Button>
  );
  switch (status) {
    case 'refused': {
      const { title, text } = STUDIO_REFUSAL_TEXTS[refusal ?? 'not_an_artist'];
      return (
        <StudioMessage title={title} actions={backToStudio}>
          {text}
        </StudioMessage>
      );
    }
    case 'not_found':
      return (
        <StudioMessage title="This release does not exist" actions={backToStudio}>
          It may have been deleted, or the address is not quite right.
        </StudioMessage>
      );
    case 'failed':
      return (
        <LoadFailure title="The release could not be loaded" onRetry={onRetry}>
          We could not load this release. Check your connection and try again.{' '}
          <Link to={editorPath}>Back to the editor</Link>
        </LoadFailure>
      );
    case 'loading':
    case 'ready':
      return <PageSpinner label="Loading the preview…" />;
  }
}
