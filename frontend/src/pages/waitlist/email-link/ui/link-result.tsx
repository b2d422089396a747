import { Link } from 'react-router';
import { ROUTES } from '@/shared/config';
import { Alert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { Spinner } from '@/shared/ui/spinner';
import type { LinkActionState } from '../model/link-action';

export interface LinkResultProps {
  state: LinkActionState;
  /** The button that spends the token, when the page asks first (unsubscribe). */
  actionLabel?: string;
  onAction?: () => void;
  workingText: string;
}

/** What a mailed link's page shows in each state. */
export function LinkResult({ state, actionLabel, onAction, workingText }: LinkResultProps) {
  switch (state.kind) {
    case 'missing-token':
      return (
        <Alert tone="error">
          This link is incomplete. Please open the link from your email again.
        </Alert>
      );
    case 'ready':
      return actionLabel === undefined ? (
        <p role="status">
          <Spinner size="sm" /> {workingText}
        </p>
      ) : (
        <Button onClick={onAction}>{actionLabel}</Button>
      );
    case 'working':
      return (
        <p role="status">
          <Spinner size="sm" /> {workingText}
        </p>
      );
    case 'done':
      return (
        <Alert tone="success" title={state.message}>
          <Link to={ROUTES.home}>Back to Home</Link>
        </Alert>
      );
    case 'failed':
      return <Alert tone="error">{state.message}</Alert>;
  }
}
