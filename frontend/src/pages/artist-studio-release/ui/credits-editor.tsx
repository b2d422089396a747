import { type FocusEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/shared/ui/button';
import { IconButton } from '@/shared/ui/icon-button';
import { CloseIcon } from '@/shared/ui/icons';
import { TextField } from '@/shared/ui/text-field';
import { CREDIT_ROLE_SUGGESTIONS } from '../config/limits';
import { type CreditRow, EMPTY_CREDIT } from '../lib/credits';
import styles from './track-details.module.css';

export interface CreditsEditorProps {
  rows: readonly CreditRow[];
  /** Why each row cannot be saved (null: it can), in the rows' order. */
  rowProblems: readonly (string | null)[];
  /** Why the credits as a whole cannot be saved (too long). */
  problem: string | null;
  /** Show every row's problem (a save was tried), not only those of rows the artist left. */
  showAllProblems: boolean;
  onChange: (rows: CreditRow[]) => void;
}

/** A row's key (its role field), or the Add button. */
type Focus = number | 'add';

const nextKeyOf = (keys: readonly number[]) => Math.max(-1, ...keys) + 1;

/** As many keys as rows: new rows at the end get new keys. */
function resized(keys: readonly number[], length: number): number[] {
  const kept = keys.slice(0, length);
  while (kept.length < length) kept.push(nextKeyOf(kept));
  return kept;
}

/**
 * Credits as rows of a role and a name. Add and remove rows with buttons; Enter in a row adds
 * the next one, focus follows (to the new row, or the next row after a removal).
 */
export function CreditsEditor({
  rows,
  rowProblems,
  problem,
  showAllProblems,
  onChange,
}: CreditsEditorProps) {
  const legendId = useId();
  const rolesId = useId();
  // Keys for the rows, so React keeps each row's fields with it as rows come and go.
  const [keys, setKeys] = useState<readonly number[]>(() => rows.map((_, index) => index));
  if (keys.length !== rows.length) setKeys(resized(keys, rows.length));
  const [leftRows, setLeftRows] = useState<ReadonlySet<number>>(new Set());
  const roleInputs = useRef(new Map<number, HTMLInputElement>());
  const addButton = useRef<HTMLButtonElement>(null);
  /** Where focus goes once the rows have re-rendered (after an add or a removal). */
  const pendingFocus = useRef<Focus | null>(null);

  useEffect(() => {
    const focus = pendingFocus.current;
    if (focus === null) return;
    pendingFocus.current = null;
    const target = focus === 'add' ? addButton.current : roleInputs.current.get(focus);
    target?.focus();
  });

  const change = (index: number, field: keyof CreditRow, value: string) => {
    onChange(rows.map((row, i) => (i === index ? { ...row, [field]: value } : row)));
  };
  const addAfter = (index: number) => {
    const key = nextKeyOf(keys);
    setKeys([...keys.slice(0, index + 1), key, ...keys.slice(index + 1)]);
    onChange([...rows.slice(0, index + 1), EMPTY_CREDIT, ...rows.slice(index + 1)]);
    pendingFocus.current = key;
  };
  const remove = (index: number) => {
    const left = keys.filter((_, i) => i !== index);
    const removed = keys[index];
    setKeys(left);
    setLeftRows((rowsLeft) => new Set([...rowsLeft].filter((key) => key !== removed)));
    onChange(rows.filter((_, i) => i !== index));
    pendingFocus.current = left[Math.min(index, left.length - 1)] ?? 'add';
  };
  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    addAfter(index);
  };
  // A row's problem shows once focus leaves the row, not while its name is still being typed.
  const onRowBlur = (key: number) => (event: FocusEvent<HTMLLIElement>) => {
    if (event.currentTarget.contains(event.relatedTarget)) return;
    setLeftRows((left) => new Set(left).add(key));
  };

  return (
    <fieldset
      className={styles.credits}
      aria-describedby={problem === null ? undefined : `${legendId}-error`}
    >
      <legend id={legendId} className={styles.legend}>
        Credits
      </legend>
      <p className={styles.hint}>
        Who wrote, played and produced the track: a role (Producer, Vocals…) and a name. Press Enter
        for the next credit.
      </p>
      <datalist id={rolesId}>
        {CREDIT_ROLE_SUGGESTIONS.map((role) => (
          <option key={role} value={role} />
        ))}
      </datalist>
      {rows.length === 0 ? null : (
        <ol className={styles.creditRows}>
          {rows.map((row, index) => {
            const key = keys[index] ?? -1 - index;
            const number = index + 1;
            const rowProblem = rowProblems[index] ?? null;
            const shown = showAllProblems || leftRows.has(key) ? rowProblem : null;
            const described = [row.role.trim(), row.name.trim()].filter((part) => part !== '');
            return (
              <li key={key} className={styles.creditRow} onBlur={onRowBlur(key)}>
                <TextField
                  ref={(input) => {
                    if (input === null) roleInputs.current.delete(key);
                    else roleInputs.current.set(key, input);
                  }}
                  label="Role"
                  aria-label={`Role, credit ${number}`}
                  list={rolesId}
                  autoComplete="off"
                  value={row.role}
                  error={shown !== null && row.role.includes(':') ? shown : null}
                  onChange={(event) => {
                    change(index, 'role', event.currentTarget.value);
                  }}
                  onKeyDown={onKeyDown(index)}
                />
                <TextField
                  label="Name"
                  aria-label={`Name, credit ${number}`}
                  autoComplete="off"
                  value={row.name}
                  error={shown !== null && !row.role.includes(':') ? shown : null}
                  onChange={(event) => {
                    change(index, 'name', event.currentTarget.value);
                  }}
                  onKeyDown={onKeyDown(index)}
                />
                <IconButton
                  className={styles.removeCredit}
                  label={`Remove credit ${number}${described.length === 0 ? '' : ` (${described.join(': ')})`}`}
                  icon={<CloseIcon size={18} />}
                  size="sm"
                  onClick={() => {
                    remove(index);
                  }}
                />
              </li>
            );
          })}
        </ol>
      )}
      <div className={styles.creditTools}>
        <Button
          ref={addButton}
          variant="secondary"
          size="sm"
          onClick={() => {
            addAfter(rows.length - 1);
          }}
        >
          Add a credit
        </Button>
      </div>
      {problem === null ? null : (
        <p id={`${legendId}-error`} role="alert" className={styles.error}>
          {problem}
        </p>
      )}
    </fieldset>
  );
}
