import { Fragment, type ReactNode, type SyntheticEvent, useId } from 'react';
import { formatDateTime } from '@/shared/lib/format';
import { Alert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { Chip } from '@/shared/ui/chip';
import { TextArea } from '@/shared/ui/text-area';
import type { WaitlistEntryDetail } from '../api/waitlist-api';
import type { Decision } from '../lib/decision';
import {
  answerRows,
  consentBoxes,
  countryLabel,
  STATUS_LABEL,
  STATUS_VARIANT,
} from '../lib/entry-display';
import styles from './entry-view.module.css';

/** The most a note takes (the server's limit). */
export const NOTE_MAX = 2000;

const INVITE_STATUS: Record<NonNullable<WaitlistEntryDetail['invite']>['status'], string> = {
  active: 'Not used yet',
  used_up: 'Used: the person registered',
  expired: 'Expired unused',
  revoked: 'Revoked',
};

export interface EntryViewProps {
  entry: WaitlistEntryDetail;
  noteDraft: string;
  noteError: string | null;
  isAddingNote: boolean;
  onNoteType: (text: string) => void;
  onNoteSubmit: () => void;
  onDecide: (decision: Decision) => void;
}

type Fact = readonly [label: string, value: string | null];

function Facts({ facts }: { facts: readonly Fact[] }) {
  return (
    <dl className={styles.facts}>
      {facts.map(([label, value]) => (
        <Fragment key={label}>
          <dt>{label}</dt>
          <dd>{value ?? '—'}</dd>
        </Fragment>
      ))}
    </dl>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The decisions open on this entry, and why the others are not (in the server's words). */
function Actions({ entry, onDecide }: Pick<EntryViewProps, 'entry' | 'onDecide'>) {
  const whyId = useId();
  const { approve, reject, resend_invite: resend } = entry.actions;
  const reasons = [
    ...new Set([approve, reject].filter((action) => !action.allowed).map((a) => a.reason ?? '')),
  ].filter((reason) => reason !== '');
  return (
    <div className={styles.actions}>
      <div className={styles.buttons}>
        {entry.status === 'invited' ? (
          <Button
            variant="secondary"
            disabled={!resend.allowed}
            title={resend.reason ?? undefined}
            onClick={() => {
              onDecide('resend_invite');
            }}
          >
            Send invite again
          </Button>
        ) : null}
        <Button
          variant="danger"
          disabled={!reject.allowed}
          aria-describedby={reject.allowed ? undefined : whyId}
          onClick={() => {
            onDecide('reject');
          }}
        >
          Reject
        </Button>
        <Button
          disabled={!approve.allowed}
          aria-describedby={approve.allowed ? undefined : whyId}
          onClick={() => {
            onDecide('approve');
          }}
        >
          Approve and invite
        </Button>
      </div>
      {reasons.length === 0 ? null : (
        <p id={whyId} className={styles.why}>
          {reasons.join(' ')}
        </p>
      )}
    </div>
  );
}

function Notes(props: EntryViewProps) {
  const { entry } = props;
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    props.onNoteSubmit();
  };
  return (
    <Section title="Private notes">
      {entry.notes.length === 0 ? (
        <p className={styles.muted}>No notes yet. Only admins ever see them.</p>
      ) : (
        <ol className={styles.notes}>
          {entry.notes.map((note) => (
            <li key={note.id} className={styles.note}>
              <p className={styles.noteBody}>{note.body}</p>
              <span className={styles.noteMeta}>
                {note.author_email ?? 'A former admin'} · {formatDateTime(note.created_at)}
              </span>
            </li>
          ))}
        </ol>
      )}
      <form className={styles.noteForm} onSubmit={submit}>
        <TextArea
          label="Add a note"
          hint="Only admins see notes; they are never mailed."
          value={props.noteDraft}
          maxLength={NOTE_MAX}
          rows={3}
          error={props.noteError}
          onChange={(event) => {
            props.onNoteType(event.target.value);
          }}
        />
        <Button
          type="submit"
          variant="secondary"
          loading={props.isAddingNote}
          disabled={props.noteDraft.trim() === ''}
        >
          Add note
        </Button>
      </form>
    </Section>
  );
}

/** One waitlist entry in full: what was submitted, the consent evidence, decision, notes. */
export function EntryView(props: EntryViewProps) {
  const { entry } = props;
  const { consent, invite } = entry;
  return (
    <>
      <div className={styles.summary}>
        <span className={styles.chips}>
          <Chip variant={STATUS_VARIANT[entry.status]}>{STATUS_LABEL[entry.status]}</Chip>
          {entry.confirmed_at === null ? <Chip variant="warning">Email not confirmed</Chip> : null}
          {entry.unsubscribed_at === null ? null : <Chip>Unsubscribed</Chip>}
        </span>
        <Actions entry={entry} onDecide={props.onDecide} />
      </div>
      {entry.status === 'rejected' && entry.rejection_reason !== null ? (
        <Alert tone="warning" title="Rejected">
          {entry.rejection_reason}
        </Alert>
      ) : null}
      <div className={styles.columns}>
        <div className={styles.column}>
          <Section title="Submitted">
            <Facts
              facts={[
                ['Name', entry.name],
                ['Email', entry.email],
                ['Country', countryLabel(entry.country)],
                ['Signed up', formatDateTime(entry.created_at)],
                ...answerRows(entry).map((row): Fact => [row.label, row.text]),
              ]}
            />
          </Section>
          <Section title="Consent evidence">
            <Facts
              facts={[
                ['Agreed', formatDateTime(consent.at)],
                ['From address', consent.ip],
                ['Browser', consent.user_agent],
                ['Form wording', consent.version],
                ['Email confirmed', formatDateTime(entry.confirmed_at) ?? 'Not yet'],
                ['Confirmation mailed', formatDateTime(entry.confirmation_sent_at)],
                ['Waitlist news', entry.is_subscribed ? 'Yes' : 'No'],
                ['Unsubscribed', formatDateTime(entry.unsubscribed_at)],
              ]}
            />
            <ul className={styles.boxes} aria-label="Checkboxes as the person left them">
              {consentBoxes(consent.boxes).map((box) => (
                <li key={box.box} className={styles.box}>
                  <span className={styles.mark} data-ticked={box.ticked} aria-hidden="true">
                    {box.ticked ? '✓' : '✗'}
                  </span>
                  <span>
                    {box.label} — {box.ticked ? 'ticked' : 'not ticked'}
                  </span>
                </li>
              ))}
            </ul>
          </Section>
        </div>
        <div className={styles.column}>
          <Section title="Decision">
            {entry.decided_at === null ? (
              <p className={styles.muted}>No decision yet.</p>
            ) : (
              <Facts
                facts={[
                  ['Decided', formatDateTime(entry.decided_at)],
                  ['By', entry.decided_by_email ?? 'A former admin'],
                  ...(entry.rejection_reason === null
                    ? []
                    : [['Reason', entry.rejection_reason] as const]),
                ]}
              />
            )}
          </Section>
          {invite === null ? null : (
            <Section title="Invite">
              <Facts
                facts={[
                  ['Code', invite.code],
                  ['State', INVITE_STATUS[invite.status]],
                  ['Expires', formatDateTime(invite.expires_at) ?? 'Never'],
                  ['Mailed', formatDateTime(invite.mailed_at) ?? 'Not yet (queued)'],
                ]}
              />
            </Section>
          )}
          <Notes {...props} />
        </div>
      </div>
    </>
  );
}
