import { Link } from 'react-router';
import { withArtistId } from '@/entities/release';
import { albumPath, artistPath, ROUTES } from '@/shared/config';
import { formatDateTime } from '@/shared/lib/format';
import { Artwork } from '@/shared/ui/artwork';
import { Button } from '@/shared/ui/button';
import { Chip } from '@/shared/ui/chip';
import { Table, type TableColumn } from '@/shared/ui/table';
import type { AdminRelease } from '../api/admin-releases-api';
import { decisionFor } from '../lib/decision';
import {
  publicationOf,
  RELEASE_STATE_CHIPS,
  RELEASE_STATE_LABELS,
  releaseSummary,
} from '../lib/release-state';
import styles from './admin-releases.module.css';

/** When it went public and who published it. */
function PublicationText({ release }: { release: AdminRelease }) {
  const { when, by } = publicationOf(release);
  return (
    <span className={styles.cellStack}>
      <span>{when}</span>
      {by === null ? null : <span className={styles.muted}>by {by}</span>}
    </span>
  );
}

function StateCell({ release }: { release: AdminRelease }) {
  return (
    <span className={styles.cellStack}>
      <span>
        <Chip variant={RELEASE_STATE_CHIPS[release.state]}>
          {RELEASE_STATE_LABELS[release.state]}
        </Chip>
      </span>
      {release.state === 'taken_down' ? (
        <>
          {release.taken_down_at === null ? null : (
            <span className={styles.muted}>on {formatDateTime(release.taken_down_at)}</span>
          )}
          {release.take_down_reason === null ? null : (
            <span className={styles.reason}>{release.take_down_reason}</span>
          )}
        </>
      ) : null}
    </span>
  );
}

function ReleaseCell({ release }: { release: AdminRelease }) {
  // Only a public release has a public page to open.
  const title =
    release.state === 'published' && release.slug !== null ? (
      <Link to={albumPath(release.slug, null)} className={styles.title}>
        {release.title}
      </Link>
    ) : (
      <span className={styles.title}>{release.title}</span>
    );
  return (
    <span className={styles.release}>
      <span className={styles.artwork}>
        <Artwork src={release.artwork_url} kind="album" size={48} />
      </span>
      <span className={styles.cellStack}>
        {title}
        <span className={styles.muted}>{releaseSummary(release)}</span>
        <span>
          by <Link to={artistPath(release.artist_id)}>{release.artist_name}</Link>
        </span>
        {/* The publication and state columns are hidden at 390 px: their words come here. */}
        <span className={styles.mobileOnly}>
          <PublicationText release={release} />
        </span>
        <span className={styles.mobileOnly}>
          <StateCell release={release} />
        </span>
      </span>
    </span>
  );
}

export interface ReleasesTableProps {
  rows: AdminRelease[];
  loading: boolean;
  empty: string;
  /** The release whose decision is on its way (its button spins). */
  decidingId?: string | null;
  onTakeDown: (release: AdminRelease) => void;
  onRestore: (release: AdminRelease) => void;
}

/** Releases, newest publication first: who published what and when, its state, what to do. */
export function ReleasesTable(props: ReleasesTableProps) {
  const columns: TableColumn<AdminRelease>[] = [
    { key: 'release', header: 'Release', cell: (release) => <ReleaseCell release={release} /> },
    {
      key: 'published',
      header: 'Published',
      hideOnMobile: true,
      cell: (release) => <PublicationText release={release} />,
    },
    {
      key: 'state',
      header: 'State',
      hideOnMobile: true,
      cell: (release) => <StateCell release={release} />,
    },
    {
      key: 'actions',
      header: 'Actions',
      align: 'end',
      cell: (release) => {
        const deciding = props.decidingId === release.id;
        return (
          <span className={styles.actions}>
            <Button asChild variant="secondary" size="sm">
              <Link
                to={withArtistId(ROUTES.artistStudio, release.artist_id)}
                aria-label={`Studio of ${release.artist_name}`}
              >
                Studio
              </Link>
            </Button>
            {decisionFor(release) === 'take_down' ? (
              <Button
                variant="danger"
                size="sm"
                loading={deciding}
                aria-label={`Take down “${release.title}”`}
                onClick={() => {
                  props.onTakeDown(release);
                }}
              >
                Take down
              </Button>
            ) : (
              <Button
                variant="secondary"
                size="sm"
                loading={deciding}
                aria-label={`Restore “${release.title}”`}
                onClick={() => {
                  props.onRestore(release);
                }}
              >
                Restore
              </Button>
            )}
          </span>
        );
      },
    },
  ];
  return (
    <Table
      caption="Releases"
      columns={columns}
      rows={props.rows}
      getRowKey={(release) => release.id}
      loading={props.loading}
      empty={props.empty}
    />
  );
}
