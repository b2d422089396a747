import { Alert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { Form } from '@/shared/ui/form';
import { Panel } from '@/shared/ui/panel';
import { TextArea } from '@/shared/ui/text-area';
import { BUYERS_NOTE_FIELD_ID, buyersNoteCount } from '../lib/buyers-note';
import { buyersSentence } from '../lib/sold-tracks';
import type { DetailsSave } from '../model/track-details';
import styles from './release-editor.module.css';

export interface BuyersNoteViewProps {
  /** People who bought the release and keep it (more than none: the page shows it then). */
  buyers: number;
  /** The note as typed, or as the server holds it. */
  note: string;
  /** Why it cannot be saved as typed (too long), or null. */
  problem: string | null;
  /** It differs from what the server holds. */
  changed: boolean;
  /** The last save since the page opened (null: none). */
  save: DetailsSave | null;
  onChange: (note: string) => void;
  onSubmit: () => void;
}

/**
 * The note to a bought release's buyers (docs/adr/0050): what they have stays as it is, a new
 * version is a new track, and this note goes to them with the new tracks' titles when the
 * release is next published (the server then clears it).
 */
export function BuyersNoteView(props: BuyersNoteViewProps) {
  const { save } = props;
  const saving = save?.status === 'saving';
  return (
    <Panel title="Note to buyers">
      <Form
        aria-label="Note to buyers"
        busy={saving}
        noValidate
        onSubmit={() => {
          props.onSubmit();
        }}
      >
        <p>
          {buyersSentence(props.buyers)}. The tracks they have stay as they are: to change one, add
          its new version as a new track. When you publish, this note is mailed to them with the new
          tracks’ titles.
        </p>
        <TextArea
          id={BUYERS_NOTE_FIELD_ID}
          label="Your note"
          hint={buyersNoteCount(props.note)}
          placeholder="A remaster of “Headlights”: the click at 2:14 is gone."
          value={props.note}
          // Too long is said at once: it is not a slip that the next key fixes.
          error={props.problem}
          onChange={(event) => {
            props.onChange(event.currentTarget.value);
          }}
        />
        <div className={styles.actions}>
          <Button type="submit" loading={saving} disabled={!props.changed && !saving}>
            Save note
          </Button>
          <p role="status" className={styles.muted}>
            {saving ? 'Saving…' : save?.status === 'saved' && !props.changed ? 'Saved.' : ''}
          </p>
        </div>
        {save?.status === 'failed' ? (
          <Alert tone="error" title="Not saved">
            {save.message} What you typed is still here: change it and save again.
          </Alert>
        ) : null}
      </Form>
    </Panel>
  );
}
