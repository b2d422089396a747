import { Link } from 'react-router';
import {
  RELEASE_TYPE_LABELS,
  ReleaseStateChip,
  releaseStatusLine,
  type StudioReleaseSummary,
  studioReleasePath,
} from '@/entities/release';
import { Artwork } from '@/shared/ui/artwork';
import { Skeleton } from '@/shared/ui/skeleton';
import styles from './studio-home.module.css';

export interface ReleaseListProps {
  releases: readonly StudioReleaseSummary[];
}

/** The artist's releases, newest first: cover, title, type, state and where it stands. */
export function ReleaseList({ releases }: ReleaseListProps) {
  return (
    <ul className={styles.releases}>
      {releases.map((release) => (
        <li key={release.id} className={styles.release}>
          <Artwork src={release.artwork_url} kind="album" size={56} />
          <div>
            <p className={styles.releaseTitle}>
              <Link to={studioReleasePath(release.id)}>{release.title}</Link>
            </p>
            <p className={styles.releaseLine}>
              {RELEASE_TYPE_LABELS[release.release_type]} · {releaseStatusLine(release)}
            </p>
          </div>
          <ReleaseStateChip state={release.state} />
        </li>
      ))}
    </ul>
  );
}

/** Three placeholder rows while the list loads (the region around it is aria-busy). */
export function ReleaseListSkeleton() {
  return (
    <ul className={styles.releases} aria-hidden="true">
      {[0, 1, 2].map((row) => (
        <li key={row} className={styles.release}>
          <Skeleton shape="rect" width={56} height={56} />
          <div>
            <Skeleton width="40%" />
            <Skeleton width="60%" />
          </div>
          <Skeleton width={64} />
        </li>
      ))}
    </ul>
  );
}
