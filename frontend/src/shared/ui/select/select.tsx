import { Select as RadixSelect } from 'radix-ui';
import { cx } from '@/shared/lib/classnames';
import { FieldLabel, FieldMessages, fieldStyles, useFieldIds } from '@/shared/ui/field';
import { CheckIcon, ChevronDownIcon } from '@/shared/ui/icons';
import styles from './select.module.css';

export interface SelectOption {
  /** Must not be empty: Radix reserves '' for "no value". */
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps {
  label: string;
  options: SelectOption[];
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  defaultOpen?: boolean;
  placeholder?: string;
  hint?: string;
  error?: string | null;
  name?: string;
  required?: boolean;
  disabled?: boolean;
  id?: string;
  className?: string;
}

export function Select({
  label,
  options,
  placeholder = 'Select…',
  hint,
  error,
  id,
  className,
  ...state
}: SelectProps) {
  const ids = useFieldIds(id, { hint, error });

  return (
    <div className={cx(fieldStyles.field, className)}>
      <FieldLabel htmlFor={ids.controlId} required={state.required}>
        {label}
      </FieldLabel>
      <RadixSelect.Root {...state}>
        <RadixSelect.Trigger
          id={ids.controlId}
          className={styles.trigger}
          aria-invalid={ids.hasError || undefined}
          aria-describedby={ids.describedBy}
        >
          <RadixSelect.Value placeholder={placeholder} />
          <RadixSelect.Icon className={styles.chevron}>
            <ChevronDownIcon size={18} />
          </RadixSelect.Icon>
        </RadixSelect.Trigger>
        <RadixSelect.Portal>
          <RadixSelect.Content className={styles.content} position="popper" sideOffset={6}>
            <RadixSelect.Viewport className={styles.viewport}>
              {options.map((option) => (
                <RadixSelect.Item
                  key={option.value}
                  value={option.value}
                  disabled={option.disabled}
                  className={styles.item}
                >
                  <RadixSelect.ItemText>{option.label}</RadixSelect.ItemText>
                  <RadixSelect.ItemIndicator className={styles.indicator}>
                    <CheckIcon size={16} />
                  </RadixSelect.ItemIndicator>
                </RadixSelect.Item>
              ))}
            </RadixSelect.Viewport>
          </RadixSelect.Content>
        </RadixSelect.Portal>
      </RadixSelect.Root>
      <FieldMessages ids={ids} hint={hint} error={error} />
    </div>
  );
}
