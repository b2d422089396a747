import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { KeysetListView } from '@/shared/ui/keyset-list-section';
import { Page } from '@/shared/ui/page';
import { Select } from '@/shared/ui/select';
import {
  emptyText,
  INITIAL_RELEASES_QUERY,
  STATE_FILTERS,
  stateFilterOf,
} from '../lib/releases-query';
import {
  $decision,
  $decisionError,
  $isDeciding,
  $reason,
  $reasonError,
  decisionAsked,
  decisionCancelled,
  decisionConfirmed,
  reasonTyped,
} from '../model/release-decision';
import { releasesList, releasesPageOpened } from '../model/releases-list';
import { DecisionDialog } from './decision-dialog';
import { ReleasesTable } from './releases-table';
import styles from './admin-releases.module.css';

/**
 * /admin/releases: the newest publications first, who published them and when; `?state=` shows
 * another state (or every release). A release is taken down or restored from its row, with a
 * reason the artist is mailed; the row then shows what the server answered.
 */
export function AdminReleasesPage() {
  const [params, setParams] = useSearchParams();
  const state = stateFilterOf(params.get('state'));
  const model = useUnit({
    query: releasesList.$query,
    rows: releasesList.$items,
    status: releasesList.$status,
    decision: $decision,
    reason: $reason,
    reasonError: $reasonError,
    decisionError: $decisionError,
    deciding: $isDeciding,
    releasesPageOpened,
    decisionAsked,
    decisionCancelled,
    decisionConfirmed,
    reasonTyped,
  });
  const { releasesPageOpened: opened } = model;
  useEffect(() => {
    opened({ state });
  }, [opened, state]);

  return (
    <Page
      title="Releases"
      lead="New releases first: who published what, and when. Take one down with a reason the artist is mailed, or restore it."
    >
      <div className={styles.filters}>
        <Select
          label="Show"
          options={STATE_FILTERS}
          value={state}
          onValueChange={(value) => {
            const next = new URLSearchParams(params);
            if (value === INITIAL_RELEASES_QUERY.state) next.delete('state');
            else next.set('state', value);
            setParams(next);
          }}
        />
      </div>
      <KeysetListView
        list={releasesList}
        failureTitle="The releases could not be loaded"
        moreLabel="Show more releases"
        moreFailure="The next releases could not be loaded."
      >
        <ReleasesTable
          rows={model.rows}
          loading={model.status === 'loading'}
          empty={emptyText(model.query)}
          decidingId={model.deciding ? (model.decision?.release.id ?? null) : null}
          onTakeDown={(release) => {
            model.decisionAsked({ kind: 'take_down', release });
          }}
          onRestore={(release) => {
            model.decisionAsked({ kind: 'restore', release });
          }}
        />
      </KeysetListView>
      {model.decision === null ? null : (
        <DecisionDialog
          kind={model.decision.kind}
          release={model.decision.release}
          reason={model.reason}
          reasonError={model.reasonError}
          pending={model.deciding}
          error={model.decisionError}
          onReasonType={model.reasonTyped}
          onConfirm={model.decisionConfirmed}
          onCancel={model.decisionCancelled}
        />
      )}
    </Page>
  );
}
