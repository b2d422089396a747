import type { ReactNode } from 'react';
import { Alert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';

export interface LoadFailureProps {
  /** What did not load, e.g. "The accounts could not be loaded". */
  title: string;
  /** Why, in the server's words when it gave some. */
  children: ReactNode;
  onRetry: () => void;
}

/** A page's or a list's failed load: what failed, why, and a way to try again. */
export function LoadFailure({ title, children, onRetry }: LoadFailureProps) {
  return (
    <Alert
      tone="error"
      title={title}
      action={
        <Button variant="secondary" onClick={onRetry}>
          Try again
        </Button>
      }
    >
      {children}
    </Alert>
  );
}
