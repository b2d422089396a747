import { useId } from 'react';
import { readFormText } from '@/shared/lib/form-data';
import { Button } from '@/shared/ui/button';
import { Form, FormActions } from '@/shared/ui/form';
import { TextField } from '@/shared/ui/text-field';
import type { AuditFilters } from '../lib/audit-filters';
import styles from './admin-audit.module.css';

export interface AuditFiltersFormProps {
  filters: AuditFilters;
  /** Suggestions for the action field (the actions on the rows loaded so far). */
  knownActions: string[];
  onApply: (filters: AuditFilters) => void;
  onClear: () => void;
}

/** The audit log's filters: action, target type, admin, and a range of days (both included). */
export function AuditFiltersForm({
  filters,
  knownActions,
  onApply,
  onClear,
}: AuditFiltersFormProps) {
  const actionsId = useId();
  return (
    <Form
      // Filled afresh whenever the filters change elsewhere ("Only this admin", "Clear").
      key={JSON.stringify(filters)}
      aria-label="Filter the audit log"
      className={styles.filters}
      onSubmit={(form) => {
        onApply({
          action: readFormText(form, 'action'),
          targetType: readFormText(form, 'targetType'),
          actor: readFormText(form, 'actor'),
          fromDay: readFormText(form, 'fromDay'),
          toDay: readFormText(form, 'toDay'),
        });
      }}
    >
      <div className={styles.fields}>
        <TextField
          label="Action"
          name="action"
          defaultValue={filters.action}
          list={actionsId}
          placeholder="invite.create"
          autoComplete="off"
        />
        <datalist id={actionsId}>
          {knownActions.map((action) => (
            <option key={action} value={action} />
          ))}
        </datalist>
        <TextField
          label="Target type"
          name="targetType"
          defaultValue={filters.targetType}
          placeholder="invite_code"
          autoComplete="off"
        />
        <TextField
          label="Admin (user ID)"
          name="actor"
          defaultValue={filters.actor}
          autoComplete="off"
          spellCheck={false}
        />
        <TextField label="From" name="fromDay" type="date" defaultValue={filters.fromDay} />
        <TextField label="To (included)" name="toDay" type="date" defaultValue={filters.toDay} />
      </div>
      <FormActions>
        <Button type="submit">Apply filters</Button>
        <Button variant="ghost" onClick={onClear}>
          Clear
        </Button>
      </FormActions>
    </Form>
  );
}
