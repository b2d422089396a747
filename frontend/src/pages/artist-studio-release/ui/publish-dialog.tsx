import type { StudioRelease } from '@/entities/release';
import { Alert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { Dialog } from '@/shared/ui/dialog';
import { TextField } from '@/shared/ui/text-field';
import { publicSummary, type PublishWhen } from '../lib/publish-summary';
import { localTimeInstant } from '../lib/publish-time';
import type { PublishMode } from '../model/publishing';
import styles from './release-editor.module.css';

export interface PublishDialogProps {
  open: boolean;
  release: StudioRelease;
  mode: PublishMode;
  /** `YYYY-MM-DDTHH:MM`, local time. */
  time: string;
  error: string | null;
  pending: boolean;
  onModeChange: (mode: PublishMode) => void;
  onTimeChange: (time: string) => void;
  onConfirm: () => void;
  onCancel: () => void;
  timeZone?: string;
}

/** Publish now or at a time: exactly what goes public is listed before the artist confirms. */
export function PublishDialog(props: PublishDialogProps) {
  const { release, mode } = props;
  const instant = mode === 'at' ? localTimeInstant(props.time) : null;
  const when: PublishWhen = instant === null ? { kind: 'now' } : { kind: 'at', at: instant };
  const summary = publicSummary(release, when, props.timeZone);
  return (
    <Dialog
      open={props.open}
      onOpenChange={(next) => {
        if (!next && !props.pending) props.onCancel();
      }}
      title={`Publish “${release.title}”?`}
      description="This is what listeners will find."
      size="md"
      footer={
        <>
          <Button variant="ghost" onClick={props.onCancel} disabled={props.pending}>
            Cancel
          </Button>
          <Button loading={props.pending} onClick={props.onConfirm}>
            {mode === 'now' ? 'Publish now' : 'Schedule'}
          </Button>
        </>
      }
    >
      <fieldset className={styles.modes}>
        <legend className={styles.legend}>When</legend>
        <label className={styles.choice}>
          <input
            type="radio"
            name="publish-when"
            checked={mode === 'now'}
            onChange={() => {
              props.onModeChange('now');
            }}
          />
          <span className={styles.choiceLabel}>Now</span>
        </label>
        <label className={styles.choice}>
          <input
            type="radio"
            name="publish-when"
            checked={mode === 'at'}
            onChange={() => {
              props.onModeChange('at');
            }}
          />
          <span className={styles.choiceLabel}>At a day and time</span>
        </label>
      </fieldset>
      {mode === 'at' ? (
        <TextField
          label="Goes public at (your time)"
          type="datetime-local"
          value={props.time}
          onChange={(event) => {
            props.onTimeChange(event.target.value);
          }}
        />
      ) : null}
      <section className={styles.summary} aria-label="What goes public">
        <p className={styles.summaryHeading}>{summary.release}</p>
        <div>
          <p>
            {summary.tracks.length === 1
              ? 'Its track:'
              : `Its ${summary.tracks.length} tracks, in this order:`}
          </p>
          <ul className={styles.trackLines}>
            {summary.tracks.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
        <p>{summary.access}</p>
        <ul>
          {summary.details.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <p>
          <strong>When:</strong> {summary.when}
        </p>
        {summary.buyers === null ? null : <p>{summary.buyers}</p>}
      </section>
      {props.error === null ? null : <Alert tone="error">{props.error}</Alert>}
    </Dialog>
  );
}
