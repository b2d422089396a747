import { Alert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { BackIcon, RetryIcon } from '@/shared/ui/icons';
import { Page } from '@/shared/ui/page';
import styles from './album-error.module.css';

export interface AlbumErrorProps {
  /** "Album not found (404)", "Failed to load album information" or "Failed to fetch album details". */
  message: string;
  onRetry: () => void;
  onBack: () => void;
}

/** The album error view with "Go Back" (spec §2), and a retry unless the album does not exist. */
export function AlbumError({ message, onRetry, onBack }: AlbumErrorProps) {
  const notFound = message.startsWith('Album not found');
  return (
    <Page title={notFound ? 'Album not found' : 'Album unavailable'}>
      <Alert tone="error" title={message} />
      <div className={styles.errorActions}>
        <Button variant="secondary" icon={<BackIcon size={18} />} onClick={onBack}>
          Go Back
        </Button>
        {notFound ? null : (
          <Button variant="ghost" icon={<RetryIcon size={18} />} onClick={onRetry}>
            Try again
          </Button>
        )}
      </div>
    </Page>
  );
}
