import { Link } from 'react-router';
import { ROUTES } from '@/shared/config';
import { Alert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { RetryIcon } from '@/shared/ui/icons';
import { Page } from '@/shared/ui/page';
import { ARTIST_NOT_FOUND } from '../lib/artist-lookup';

export interface ArtistErrorProps {
  /** "Artist not found" or "Failed to load artist information" (spec §8). */
  message: string;
  onRetry: () => void;
}

/** Not found offers a way on; a failed load offers a retry. */
export function ArtistError({ message, onRetry }: ArtistErrorProps) {
  const notFound = message === ARTIST_NOT_FOUND;
  return (
    <Page title={message}>
      <Alert
        tone={notFound ? 'info' : 'error'}
        title={notFound ? 'This artist does not exist or has moved.' : 'Please try again.'}
        action={
          notFound ? (
            <Button asChild variant="secondary" size="sm">
              <Link to={ROUTES.discover}>Discover artists</Link>
            </Button>
          ) : (
            <Button variant="secondary" size="sm" icon={<RetryIcon size={16} />} onClick={onRetry}>
              Try again
            </Button>
          )
        }
      />
    </Page>
  );
}
