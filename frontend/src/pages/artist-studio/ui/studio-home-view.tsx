import type { ReactNode } from 'react';
import { Link } from 'react-router';
import {
  STUDIO_REFUSAL_TEXTS,
  StudioMessage,
  type StudioRefusal,
  type StudioReleaseSummary,
} from '@/entities/release';
import { ROUTES } from '@/shared/config';
import { Button } from '@/shared/ui/button';
import { LoadFailure } from '@/shared/ui/load-failure';
import { Panel } from '@/shared/ui/panel';
import type { ChecklistStep } from '../lib/studio-checklist';
import type { StudioHomeStatus } from '../model/studio-home';
import { ReleaseList, ReleaseListSkeleton } from './release-list';
import { StudioChecklist } from './studio-checklist';
import styles from './studio-home.module.css';

export interface StudioHomeViewProps {
  status: StudioHomeStatus;
  releases: readonly StudioReleaseSummary[];
  checklist: readonly ChecklistStep[];
  refusal: StudioRefusal | null;
  loadError: string | null;
  /** Where "New release" goes (an admin's carries the artist). */
  newReleasePath: string;
  /** Where the analytics dashboard is (an admin's names the artist). */
  dashboardPath: string;
  /** Uploads still running from the release pages. */
  uploads?: ReactNode;
  onRetry: () => void;
}

/** The studio home's content in each state: refused, loading, failed, empty, or the releases. */
export function StudioHomeView(props: StudioHomeViewProps) {
  const { status, releases, refusal } = props;
  if (status === 'refused' && refusal !== null) {
    const { title, text } = STUDIO_REFUSAL_TEXTS[refusal];
    return (
      <StudioMessage
        title={title}
        actions={
          <Button asChild variant="secondary">
            <Link to={ROUTES.discover}>Go to Discover</Link>
          </Button>
        }
      >
        {text}
      </StudioMessage>
    );
  }
  const toolbar = (
    <div className={styles.toolbar}>
      <Button asChild>
        <Link to={props.newReleasePath}>New release</Link>
      </Button>
      <Button asChild variant="secondary">
        <Link to={props.dashboardPath}>Analytics dashboard</Link>
      </Button>
    </div>
  );
  return (
    <div className={styles.home}>
      {toolbar}
      {props.uploads}
      {status === 'failed' ? (
        <LoadFailure title="Your releases could not be loaded" onRetry={props.onRetry}>
          {props.loadError}
        </LoadFailure>
      ) : null}
      {status === 'ready' ? <StudioChecklist steps={props.checklist} /> : null}
      <Panel title="Your releases">
        <div aria-busy={status === 'loading'}>
          {status === 'loading' ? <ReleaseListSkeleton /> : null}
          {status === 'ready' && releases.length === 0 ? (
            <div className={styles.empty}>
              <p>
                No releases yet. An album, an EP or a single: give it a title, drop your masters in,
                and publish it when it is ready.
              </p>
              <Button asChild>
                <Link to={props.newReleasePath}>Create your first release</Link>
              </Button>
            </div>
          ) : null}
          {status === 'ready' && releases.length > 0 ? <ReleaseList releases={releases} /> : null}
        </div>
      </Panel>
    </div>
  );
}
