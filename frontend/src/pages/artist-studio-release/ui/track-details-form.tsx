import { VisuallyHidden } from 'radix-ui';
import { type SubmitEvent, useEffect, useRef, useState } from 'react';
import type { StudioTrack } from '@/entities/release';
import { Alert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { TextArea } from '@/shared/ui/text-area';
import type { CreditRow } from '../lib/credits';
import {
  changesOf,
  type DetailsChanges,
  type DetailsDraft,
  type DetailsEdits,
  type DetailsField,
  detailsSummary,
  draftWith,
  hasChanges,
  hasProblems,
  problemsOf,
  type SavedDetails,
  settleEdits,
  tagOffersFor,
} from '../lib/details-draft';
import { readLyricsFile } from '../lib/lyrics-file';
import type { DetailsSave } from '../model/track-details';
import { CreditsEditor } from './credits-editor';
import { SyncedLyricsField } from './synced-lyrics-field';
import styles from './track-details.module.css';

export interface TrackDetailsFormProps {
  track: Pick<
    StudioTrack,
    'id' | 'position' | 'title' | 'credits' | 'lyrics_plain' | 'lyrics_synced' | 'tags'
  >;
  /** The last save of this track's details (null: none since the page opened). */
  save: DetailsSave | null;
  /** Only called with changed fields that pass the checks. */
  onSave: (changes: DetailsChanges) => void;
  /** The artist changed a field. */
  onEdit: () => void;
  /** Start open (stories; the studio starts closed so the track's row stays compact). */
  defaultOpen?: boolean;
  /** Start with these fields typed, and checked (stories). */
  defaultEdits?: DetailsEdits;
}

/** Fields whose problems show: left, pasted into, filled from a file, or a save tried. */
type Checked = ReadonlySet<DetailsField>;

const savedOf = (track: TrackDetailsFormProps['track']): SavedDetails => ({
  credits: track.credits,
  lyrics_plain: track.lyrics_plain,
  lyrics_synced: track.lyrics_synced,
});

/**
 * A track's credits and lyrics in the studio (issue 25), in a disclosure under its row: credit
 * rows, plain lyrics, synced lyrics pasted or read from an .lrc file with a preview, the file's
 * tags offered while a field is empty, and one Save for what changed. What the artist typed
 * stays on screen whatever the server answers.
 */
export function TrackDetailsForm(props: TrackDetailsFormProps) {
  const { track, save } = props;
  const saved = savedOf(track);
  const [edits, setEdits] = useState<DetailsEdits>(props.defaultEdits ?? {});
  const [checked, setChecked] = useState<Checked>(
    () => new Set(Object.keys(props.defaultEdits ?? {}) as DetailsField[]),
  );
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const [saveTried, setSaveTried] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const focusFirstProblem = useRef(false);

  // When the server's values change (a save merged, tags filled while processing), an edit
  // they now equal is done with, and that field follows the server again.
  const savedKey = JSON.stringify(saved);
  const [seenSavedKey, setSeenSavedKey] = useState(savedKey);
  if (seenSavedKey !== savedKey) {
    setSeenSavedKey(savedKey);
    setEdits(settleEdits(edits, saved));
  }

  useEffect(() => {
    if (!focusFirstProblem.current) return;
    focusFirstProblem.current = false;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  });

  const draft = draftWith(saved, edits);
  const problems = problemsOf(draft);
  const changes = changesOf(saved, edits);
  const changed = hasChanges(changes);
  const offers = tagOffersFor(track.tags, draft);
  const saving = save?.status === 'saving';
  const shown = (field: DetailsField, problem: string | null) =>
    saveTried || checked.has(field) ? problem : null;
  const name = track.title === '' ? `track ${track.position}` : `“${track.title}”`;

  const edit = <F extends DetailsField>(field: F, value: DetailsDraft[F]) => {
    setEdits((current) => ({ ...current, [field]: value }));
    props.onEdit();
  };
  const check = (field: DetailsField) => {
    setChecked((current) => (current.has(field) ? current : new Set(current).add(field)));
  };
  const editSynced = (text: string) => {
    setFileProblem(null);
    edit('lyricsSynced', text);
  };
  const onFile = async (file: File) => {
    const reading = await readLyricsFile(file);
    if (!reading.ok) {
      setFileProblem(reading.problem);
      return;
    }
    editSynced(reading.text);
    check('lyricsSynced');
  };
  const useTaggedLyrics = () => {
    if (offers.lyrics === null) return;
    edit(offers.lyrics.field, offers.lyrics.text);
    check(offers.lyrics.field);
  };
  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (hasProblems(problems)) {
      setSaveTried(true);
      focusFirstProblem.current = true;
      return;
    }
    if (changed && !saving) props.onSave(changes);
  };

  return (
    <details className={styles.details} open={props.defaultOpen}>
      <summary className={styles.summary}>
        <span className={styles.summaryTitle}>
          Credits and lyrics<VisuallyHidden.Root> of {name}</VisuallyHidden.Root>
        </span>
        <span className={styles.summaryFacts}>
          {detailsSummary(draft)}
          {changed ? ' · unsaved changes' : ''}
        </span>
      </summary>
      <form
        ref={form}
        className={styles.form}
        aria-label={`Credits and lyrics of ${name}`}
        noValidate
        onSubmit={onSubmit}
      >
        <CreditsEditor
          rows={draft.credits}
          rowProblems={problems.creditRows}
          problem={problems.credits}
          showAllProblems={saveTried}
          onChange={(rows: CreditRow[]) => {
            edit('credits', rows);
          }}
        />
        {offers.credits === null ? null : (
          <TagOffer
            text={`The file's tags name ${offers.credits.map((row) => row.name).join(', ')}.`}
            action="Add as credits"
            onUse={() => {
              if (offers.credits !== null) edit('credits', offers.credits);
            }}
          />
        )}
        {offers.lyrics === null ? null : (
          <TagOffer
            text={
              offers.lyrics.field === 'lyricsSynced'
                ? "The file's tags hold synced lyrics (LRC)."
                : "The file's tags hold lyrics."
            }
            action="Use the file's lyrics"
            onUse={useTaggedLyrics}
          />
        )}
        <TextArea
          label="Lyrics"
          hint="Plain text, shown to listeners when there are no synced lyrics."
          rows={6}
          value={draft.lyricsPlain}
          // Too long is said at once: it is not a typing slip that the next key fixes.
          error={problems.lyricsPlain}
          onChange={(event) => {
            edit('lyricsPlain', event.currentTarget.value);
          }}
        />
        <SyncedLyricsField
          value={draft.lyricsSynced}
          error={fileProblem ?? shown('lyricsSynced', problems.lyricsSynced)}
          valid={problems.lyricsSynced === null}
          onChange={editSynced}
          onChecked={() => {
            check('lyricsSynced');
          }}
          onFile={(file) => {
            void onFile(file);
          }}
          onClear={() => {
            editSynced('');
          }}
        />
        <div className={styles.actions}>
          <Button type="submit" loading={saving} disabled={!changed && !saving}>
            Save credits and lyrics
          </Button>
          <p role="status" className={styles.saveStatus}>
            {saving ? 'Saving…' : save?.status === 'saved' && !changed ? 'Saved.' : ''}
          </p>
        </div>
        {save?.status === 'failed' ? (
          <Alert tone="error" title="Not saved">
            {save.message} What you typed is still here: change it and save again.
          </Alert>
        ) : null}
      </form>
    </details>
  );
}

function TagOffer({ text, action, onUse }: { text: string; action: string; onUse: () => void }) {
  return (
    <Alert
      tone="info"
      action={
        <Button variant="secondary" size="sm" onClick={onUse}>
          {action}
        </Button>
      }
    >
      {text}
    </Alert>
  );
}
