import { Link } from 'react-router';
import { Alert } from '@/shared/ui/alert';
import { summariseUploads, uploadsSummaryText } from '../lib/uploads-summary';
import type { LocalUpload } from '../model/uploads';
import styles from './uploads-under-way.module.css';

export interface UploadsUnderWayProps {
  uploads: readonly LocalUpload[];
  /** The release's title, when known, for its link. */
  titleOf: (releaseId: string) => string | null;
  pathOf: (releaseId: string) => string;
}

/**
 * Uploads keep going while the artist looks elsewhere in the studio: what is still on its way,
 * per release, with the way back to it. Nothing when nothing is uploading.
 */
export function UploadsUnderWay({ uploads, titleOf, pathOf }: UploadsUnderWayProps) {
  const summaries = summariseUploads(uploads);
  if (summaries.length === 0) return null;
  return (
    <Alert tone="info" title="Uploads under way">
      <ul className={styles.list}>
        {summaries.map((summary) => {
          const title = titleOf(summary.releaseId);
          return (
            <li key={summary.releaseId} className={styles.item}>
              <span className={styles.text}>
                {uploadsSummaryText(summary)}
                {title === null ? '' : ` to “${title}”`}
              </span>
              <Link to={pathOf(summary.releaseId)}>
                {title === null ? 'Open the release' : `Open “${title}”`}
              </Link>
              <progress
                className={styles.bar}
                max={100}
                value={summary.percent}
                aria-label={title === null ? 'Upload progress' : `Upload progress of “${title}”`}
              />
            </li>
          );
        })}
      </ul>
    </Alert>
  );
}
