import { ARTIST_LINKS_MAX } from '@encore/shared-rules';
import { useEffect, useId, useRef } from 'react';
import { Button } from '@/shared/ui/button';
import { FieldMessages, useFieldIds } from '@/shared/ui/field';
import { IconButton } from '@/shared/ui/icon-button';
import { CloseIcon, MoveDownIcon, MoveUpIcon } from '@/shared/ui/icons';
import { TextField } from '@/shared/ui/text-field';
import type { LinkRow } from '../lib/profile-form';
import styles from './profile-editor.module.css';

export interface LinksFieldProps {
  links: readonly LinkRow[];
  /** The id the next added row gets (the form hands them out). */
  nextLinkId: number;
  /** A row's problem, by its id. */
  rowErrors?: Record<number, string> | undefined;
  /** The list's own problem (too many), or the server's words about the links. */
  error?: string | undefined;
  onAdd: () => void;
  onChange: (id: number, url: string) => void;
  onRemove: (id: number) => void;
  onMove: (id: number, by: -1 | 1) => void;
}

type Part = 'input' | 'up' | 'down';
/** Where the keyboard goes after a row is added, moved or removed. */
type FocusTarget = { id: number; part: Part } | 'add' | null;

const HINT =
  'Listed on your artist page in this order, each with its site’s icon. Full https addresses.';

/** The artist's links: added, changed, reordered with the arrows, removed; every step by keyboard. */
export function LinksField(props: LinksFieldProps) {
  const { links, rowErrors = {}, onMove } = props;
  const base = useId();
  const ids = useFieldIds(undefined, { hint: HINT, error: props.error ?? null });
  // Set by a click, followed once the list is drawn again (the row may have moved or gone).
  const pendingFocus = useRef<FocusTarget>(null);
  const setFocus = (target: FocusTarget) => {
    pendingFocus.current = target;
  };
  const elementId = (id: number, part: Part) => `${base}-${id}-${part}`;

  useEffect(() => {
    const focus = pendingFocus.current;
    if (focus === null) return;
    pendingFocus.current = null;
    const target =
      focus === 'add'
        ? document.getElementById(`${base}-add`)
        : document.getElementById(elementId(focus.id, focus.part));
    // A button that just went disabled (the row reached an end) hands focus to the other arrow.
    if (target instanceof HTMLButtonElement && target.disabled && focus !== 'add') {
      document.getElementById(elementId(focus.id, focus.part === 'up' ? 'down' : 'up'))?.focus();
    } else target?.focus();
  });

  const full = links.length >= ARTIST_LINKS_MAX;
  return (
    <fieldset className={styles.links} aria-describedby={ids.describedBy}>
      <legend className={styles.legend}>Links</legend>
      {links.length === 0 ? null : (
        <ol className={styles.linkList} aria-label="Links, in order">
          {links.map((row, index) => {
            const number = index + 1;
            return (
              <li key={row.id} className={styles.linkRow}>
                <TextField
                  id={elementId(row.id, 'input')}
                  label={`Link ${number}`}
                  type="url"
                  inputMode="url"
                  autoComplete="url"
                  placeholder="https://"
                  value={row.url}
                  error={rowErrors[row.id] ?? null}
                  onChange={(event) => {
                    props.onChange(row.id, event.target.value);
                  }}
                />
                <div className={styles.linkTools}>
                  <IconButton
                    id={elementId(row.id, 'up')}
                    size="sm"
                    label={`Move link ${number} up`}
                    icon={<MoveUpIcon size={16} />}
                    disabled={index === 0}
                    onClick={() => {
                      onMove(row.id, -1);
                      setFocus({ id: row.id, part: 'up' });
                    }}
                  />
                  <IconButton
                    id={elementId(row.id, 'down')}
                    size="sm"
                    label={`Move link ${number} down`}
                    icon={<MoveDownIcon size={16} />}
                    disabled={index === links.length - 1}
                    onClick={() => {
                      onMove(row.id, 1);
                      setFocus({ id: row.id, part: 'down' });
                    }}
                  />
                  <IconButton
                    size="sm"
                    label={`Remove link ${number}`}
                    icon={<CloseIcon size={16} />}
                    onClick={() => {
                      props.onRemove(row.id);
                      const next = links[index + 1] ?? links[index - 1];
                      setFocus(next === undefined ? 'add' : { id: next.id, part: 'input' });
                    }}
                  />
                </div>
              </li>
            );
          })}
        </ol>
      )}
      <FieldMessages ids={ids} hint={HINT} error={props.error ?? null} />
      <div className={styles.actions}>
        <Button
          id={`${base}-add`}
          variant="secondary"
          size="sm"
          disabled={full}
          onClick={() => {
            props.onAdd();
            setFocus({ id: props.nextLinkId, part: 'input' });
          }}
        >
          Add a link
        </Button>
        {full ? (
          <span className={styles.muted}>A page lists at most {ARTIST_LINKS_MAX} links.</span>
        ) : null}
      </div>
    </fieldset>
  );
}
