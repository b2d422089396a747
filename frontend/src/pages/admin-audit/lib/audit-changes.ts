export interface FieldChange {
  field: string;
  /** As JSON text; null where the field was not there. */
  before: string | null;
  after: string | null;
}

type Snapshot = Record<string, unknown> | null;

const shown = (snapshot: Snapshot, field: string): string | null =>
  snapshot === null || !(field in snapshot) ? null : JSON.stringify(snapshot[field]);

/**
 * What an action changed, field by field: the fields whose value differs between the snapshots
 * before and after (every field of a creation, whose "before" is null), in the order they come.
 */
export function changesOf(before: Snapshot, after: Snapshot): FieldChange[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return fields
    .map((field) => ({ field, before: shown(before, field), after: shown(after, field) }))
    .filter((change) => change.before !== change.after);
}

/** "Created", "Removed", "1 change", "3 changes", "No change". */
export function changesSummary(before: Snapshot, after: Snapshot): string {
  if (before === null && after !== null) return 'Created';
  if (before !== null && after === null) return 'Removed';
  const count = changesOf(before, after).length;
  if (count === 0) return 'No change';
  return count === 1 ? '1 change' : `${count} changes`;
}
