import { useId } from 'react';

export interface FieldIds {
  controlId: string;
  hintId: string;
  errorId: string;
  hasError: boolean;
  /** For `aria-describedby`: the hint and the error that are present, or undefined. */
  describedBy: string | undefined;
}

/** Ids that tie a control to its label, hint and error, so screen readers announce them. */
export function useFieldIds(
  id: string | undefined,
  { hint, error }: { hint?: string | undefined; error?: string | null | undefined },
): FieldIds {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const hasError = error !== undefined && error !== null && error !== '';
  const describedBy = [hint === undefined ? null : hintId, hasError ? errorId : null]
    .filter((part) => part !== null)
    .join(' ');
  return { controlId, hintId, errorId, hasError, describedBy: describedBy || undefined };
}
