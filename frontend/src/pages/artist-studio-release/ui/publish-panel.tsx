import { type MouseEvent, useId } from 'react';
import { Link } from 'react-router';
import {
  formatStudioTime,
  type MissingItem,
  ReleaseStateChip,
  type StudioRelease,
} from '@/entities/release';
import { albumPath } from '@/shared/config';
import { Alert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { BUYERS_NOTE_FIELD_ID } from '../lib/buyers-note';
import styles from './release-editor.module.css';

/** Checklist items with a field on this page: the list links to it (and focuses it). */
const MISSING_ITEM_FIELDS: Partial<Record<MissingItem['item'], { id: string; action: string }>> = {
  buyers_note: { id: BUYERS_NOTE_FIELD_ID, action: 'Write the note' },
};

const focusField = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
  const field = document.getElementById(id);
  if (field === null) return;
  event.preventDefault();
  field.focus();
};

export interface PublishPanelProps {
  release: StudioRelease;
  onPublish: () => void;
  onUnpublish: () => void;
  /** Offered while the server allows it (a draft). */
  onDelete: () => void;
  /** "See as a listener": the release's page as listeners will see it (with an admin's artist). */
  listenerPreviewPath: string;
  /** Tests and stories pin it; the artist's own otherwise. */
  timeZone?: string;
}

/** Where the release stands with the public, and the way to publish or take it back. */
export function PublishPanel(props: PublishPanelProps) {
  const { release, onPublish, onUnpublish, onDelete, timeZone } = props;
  const missingId = useId();
  const { checklist, actions } = release;
  const at = (iso: string | null) => (iso === null ? '' : formatStudioTime(iso, timeZone));
  return (
    <div className={styles.publish}>
      <p className={styles.statusLine}>
        <ReleaseStateChip state={release.state} />
        {release.state === 'draft' ? <span>Only you can see it.</span> : null}
        {release.state === 'scheduled' ? (
          <span>Goes public {at(release.scheduled_for)}.</span>
        ) : null}
        {release.state === 'published' ? (
          <span>Public since {at(release.published_at)}.</span>
        ) : null}
      </p>
      {release.state === 'taken_down' ? (
        <Alert tone="error" title="Encore took this release down">
          {release.take_down_reason ?? 'No reason was recorded.'} Nobody but its buyers can play it
          now. Contact Encore to have it restored.
        </Alert>
      ) : null}
      {release.state === 'draft' && !checklist.complete ? (
        <div id={missingId}>
          <p>Before it can go public:</p>
          <ul className={styles.missing}>
            {checklist.missing.map((missing) => {
              const field = MISSING_ITEM_FIELDS[missing.item];
              return (
                <li key={missing.item}>
                  {missing.message}
                  {field === undefined ? null : (
                    <>
                      {' '}
                      <a
                        href={`#${field.id}`}
                        onClick={(event) => {
                          focusField(event, field.id);
                        }}
                      >
                        {field.action}
                      </a>
                    </>
                  )}
                </li>
              );
            })}
          </ul>
        </div>
      ) : null}
      {release.state === 'draft' && checklist.complete ? (
        <p className={styles.muted}>Everything is in place: publish it now or choose when.</p>
      ) : null}
      <div className={styles.actions}>
        {release.state === 'draft' || release.state === 'scheduled' ? (
          <Button
            disabled={!actions.publish}
            aria-describedby={checklist.complete ? undefined : missingId}
            onClick={onPublish}
          >
            {release.state === 'scheduled' ? 'Change when…' : 'Publish…'}
          </Button>
        ) : null}
        {actions.unpublish ? (
          <Button variant="secondary" onClick={onUnpublish}>
            Unpublish…
          </Button>
        ) : null}
        {actions.delete ? (
          <Button variant="ghost" onClick={onDelete}>
            Delete draft…
          </Button>
        ) : null}
        <Link to={props.listenerPreviewPath}>See as a listener</Link>
        {release.state === 'published' && release.slug !== null ? (
          <Link to={albumPath(release.slug, null)}>See its public page</Link>
        ) : null}
      </div>
    </div>
  );
}
