import { useId } from 'react';
import { Link } from 'react-router';
import { ReleaseStateChip, type StudioRelease } from '@/entities/release';
import { albumPath } from '@/shared/config';
import { Button } from '@/shared/ui/button';
import { BackIcon } from '@/shared/ui/icons';
import { bannerLinesOf } from '../lib/banner-lines';
import styles from './listener-preview-banner.module.css';

export interface ListenerPreviewBannerProps {
  release: StudioRelease;
  /** Tracks on the release that listeners do not get. */
  hiddenTrackCount: number;
  /** The release's editor, with an admin's `?artist_id=`. */
  editorPath: string;
  /** Tests and stories pin it; the artist's own otherwise. */
  timeZone?: string;
}

/**
 * Above the preview: whose page this is and where it stands, the access as listeners see it,
 * the tracks they will not get, and the way back (docs/adr/0047, "See as a listener").
 */
export function ListenerPreviewBanner(props: ListenerPreviewBannerProps) {
  const { release, hiddenTrackCount, editorPath, timeZone } = props;
  const titleId = useId();
  const lines = bannerLinesOf(release, hiddenTrackCount, timeZone);
  const publicSlug = release.state === 'published' ? release.slug : null;
  return (
    <section className={styles.banner} aria-labelledby={titleId}>
      <div className={styles.text}>
        <div className={styles.title}>
          <ReleaseStateChip state={release.state} />
          <p id={titleId}>{lines.title}</p>
        </div>
        <p className={styles.line}>{lines.status}</p>
        <p className={styles.line}>{lines.access}</p>
        {lines.hidden === null ? null : <p className={styles.line}>{lines.hidden}</p>}
      </div>
      <div className={styles.actions}>
        <Button asChild variant="secondary" icon={<BackIcon size={18} />}>
          <Link to={editorPath}>Back to the editor</Link>
        </Button>
        {publicSlug === null ? null : (
          <Link to={albumPath(publicSlug, null)}>Open the public page</Link>
        )}
      </div>
    </section>
  );
}
