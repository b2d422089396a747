import { useId } from 'react';
import { ACCESS_CHOICES, type StudioAccessType } from '@/entities/release';
import { FieldMessages, useFieldIds } from '@/shared/ui/field';
import styles from './release-editor.module.css';

export interface AccessTypeFieldProps {
  value: StudioAccessType | null;
  onChange: (value: StudioAccessType) => void;
  error?: string | null | undefined;
  disabled?: boolean;
}

/** Who can listen, each choice with what it means for listeners and for the artist's income. */
export function AccessTypeField({
  value,
  onChange,
  error,
  disabled = false,
}: AccessTypeFieldProps) {
  const name = useId();
  const ids = useFieldIds(undefined, { error });
  return (
    <div>
      <fieldset className={styles.choices} aria-describedby={ids.describedBy} disabled={disabled}>
        <legend className={styles.legend}>Who can listen</legend>
        {ACCESS_CHOICES.map((choice) => (
          <label key={choice.value} className={styles.choice}>
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={value === choice.value}
              onChange={() => {
                onChange(choice.value);
              }}
            />
            <span className={styles.choiceLabel}>{choice.label}</span>
            <span className={styles.choiceText}>
              <strong>Listeners:</strong> {choice.forListeners}
            </span>
            <span className={styles.choiceText}>
              <strong>Your income:</strong> {choice.forIncome}
            </span>
          </label>
        ))}
      </fieldset>
      <FieldMessages ids={ids} error={error} />
    </div>
  );
}
