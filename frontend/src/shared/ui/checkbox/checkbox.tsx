import { Checkbox as RadixCheckbox } from 'radix-ui';
import type { ReactNode } from 'react';
import { cx } from '@/shared/lib/classnames';
import { FieldLabel, FieldMessages, useFieldIds } from '@/shared/ui/field';
import { CheckIcon } from '@/shared/ui/icons';
import styles from './checkbox.module.css';

export interface CheckboxProps {
  label: ReactNode;
  checked?: boolean;
  defaultChecked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
  name?: string;
  value?: string;
  required?: boolean;
  disabled?: boolean;
  error?: string | null;
  id?: string;
  className?: string;
}

export function Checkbox({
  label,
  onCheckedChange,
  error,
  id,
  className,
  ...state
}: CheckboxProps) {
  const ids = useFieldIds(id, { error });

  return (
    <div className={cx(styles.field, className)}>
      <div className={styles.row}>
        <RadixCheckbox.Root
          id={ids.controlId}
          className={styles.box}
          aria-invalid={ids.hasError || undefined}
          aria-describedby={ids.describedBy}
          // The kit has no indeterminate use yet, so callers get a plain boolean.
          onCheckedChange={(checked) => onCheckedChange?.(checked === true)}
          {...state}
        >
          <RadixCheckbox.Indicator className={styles.indicator}>
            <CheckIcon size={14} strokeWidth={3} />
          </RadixCheckbox.Indicator>
        </RadixCheckbox.Root>
        <FieldLabel htmlFor={ids.controlId} required={state.required} className={styles.label}>
          {label}
        </FieldLabel>
      </div>
      <FieldMessages ids={ids} error={error} className={styles.message} />
    </div>
  );
}
