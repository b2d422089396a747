import { useUnit } from 'effector-react';
import { useEffect, useMemo } from 'react';
import { Button } from '@/shared/ui/button';
import { BackIcon } from '@/shared/ui/icons';
import { LoadFailure } from '@/shared/ui/load-failure';
import { Page } from '@/shared/ui/page';
import { Skeleton } from '@/shared/ui/skeleton';
import type { WaitlistList } from '../api/waitlist-api';
import { LIST_TITLE } from '../lib/entry-display';
import {
  $decisionError,
  $entry,
  $isAddingNote,
  $isDeciding,
  $loadError,
  $noteDraft,
  $noteError,
  $proposed,
  $reason,
  $status,
  decisionCancelled,
  decisionConfirmed,
  decisionProposed,
  entryOpened,
  entryRetried,
  noteSubmitted,
  noteTyped,
  reasonTyped,
} from '../model/entry-detail';
import { DecisionDialog } from './decision-dialog';
import { EntryView } from './entry-view';
import styles from './admin-waitlist.module.css';

export interface EntryScreenProps {
  list: WaitlistList;
  id: string;
  onBack: () => void;
}

/** One entry of a waitlist, opened from its table (`?entry=<id>`, so it can be linked). */
export function EntryScreen({ list, id, onBack }: EntryScreenProps) {
  const model = useUnit({
    entry: $entry,
    status: $status,
    loadError: $loadError,
    noteDraft: $noteDraft,
    noteError: $noteError,
    isAddingNote: $isAddingNote,
    proposed: $proposed,
    reason: $reason,
    decisionError: $decisionError,
    isDeciding: $isDeciding,
    opened: entryOpened,
    retried: entryRetried,
    noteTyped,
    noteSubmitted,
    decisionProposed,
    decisionCancelled,
    decisionConfirmed,
    reasonTyped,
  });
  const ref = useMemo(() => ({ list, id }), [list, id]);
  const { opened, entry } = model;
  useEffect(() => {
    opened(ref);
  }, [opened, ref]);

  const back = (
    <Button variant="ghost" size="sm" icon={<BackIcon size={16} />} onClick={onBack}>
      {LIST_TITLE[list]}
    </Button>
  );

  if (model.status === 'not_found') {
    return (
      <Page title="No such entry" lead="This entry is not on this list (any more).">
        {back}
      </Page>
    );
  }
  if (model.status === 'failed' || entry === null || model.status === 'loading') {
    return (
      <Page title="Waitlist entry">
        {back}
        {model.status === 'failed' ? (
          <LoadFailure title="This entry could not be loaded" onRetry={model.retried}>
            {model.loadError}
          </LoadFailure>
        ) : (
          <div className={styles.cellStack} aria-busy="true">
            <Skeleton height={48} />
            <Skeleton height={240} />
            <Skeleton height={160} />
          </div>
        )}
      </Page>
    );
  }

  return (
    <Page title={entry.name} lead={entry.email}>
      {back}
      <EntryView
        entry={entry}
        noteDraft={model.noteDraft}
        noteError={model.noteError}
        isAddingNote={model.isAddingNote}
        onNoteType={model.noteTyped}
        onNoteSubmit={model.noteSubmitted}
        onDecide={model.decisionProposed}
      />
      {model.proposed === null ? null : (
        <DecisionDialog
          decision={model.proposed}
          entry={entry}
          reason={model.reason}
          pending={model.isDeciding}
          error={model.decisionError}
          onReasonType={model.reasonTyped}
          onConfirm={model.decisionConfirmed}
          onCancel={model.decisionCancelled}
        />
      )}
    </Page>
  );
}
