import { Alert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { Chip } from '@/shared/ui/chip';
import { LoadFailure } from '@/shared/ui/load-failure';
import { Skeleton } from '@/shared/ui/skeleton';
import type { SecondFactorStatus } from '../api/second-factor-api';
import type { StatusState } from '../model/settings';
import { CodeEntryForm } from './code-entry-form';
import styles from './second-factor.module.css';

/** Few enough left that it is time to turn the app off and on again for a fresh set. */
const FEW_CODES_LEFT = 3;

const codesLeftWarning = (left: number): string => {
  if (left === 0) return 'No recovery codes are left.';
  return left === 1 ? 'Only 1 recovery code is left.' : `Only ${left} recovery codes are left.`;
};

export interface SecondFactorStatusViewProps {
  state: StatusState;
  status: SecondFactorStatus | null;
  /** What turning it off means for this account (admins must set it up again). */
  disableWarning: string;
  isDisableFormOpen: boolean;
  disableError: string | null;
  isDisabling: boolean;
  onRetry: () => void;
  onDisableRequested: () => void;
  onDisableCancelled: () => void;
  onDisableSubmitted: (code: string) => void;
}

/** An account's authenticator app when it is on (or while its status loads or fails). */
export function SecondFactorStatusView(props: SecondFactorStatusViewProps) {
  const { state, status } = props;
  if (state === 'failed') {
    return (
      <LoadFailure
        title="We could not load your two-step sign-in settings."
        onRetry={props.onRetry}
      >
        Check your connection and try again.
      </LoadFailure>
    );
  }
  if (status === null) {
    return (
      <div className={styles.panel} aria-busy="true">
        <Skeleton width="14rem" />
        <Skeleton width="10rem" />
      </div>
    );
  }
  const left = status.recovery_codes_left;
  return (
    <div className={styles.panel}>
      <dl className={styles.facts}>
        <div>
          <dt>Authenticator app</dt>
          <dd>
            <Chip variant="success">On</Chip>
          </dd>
        </div>
        <div>
          <dt>Recovery codes left</dt>
          <dd>{left} of 10</dd>
        </div>
      </dl>
      {left < FEW_CODES_LEFT ? (
        <Alert tone="warning">
          {codesLeftWarning(left)} Turn the app off and set it up again to get ten new ones.
        </Alert>
      ) : null}
      {props.isDisableFormOpen ? (
        <>
          <Alert tone="warning">{props.disableWarning}</Alert>
          <CodeEntryForm
            action="Turn off two-step sign-in"
            destructive
            error={props.disableError}
            isSubmitting={props.isDisabling}
            onSubmit={props.onDisableSubmitted}
            onCancel={props.onDisableCancelled}
          />
        </>
      ) : (
        <div className={styles.actions}>
          <Button variant="secondary" onClick={props.onDisableRequested}>
            Turn off…
          </Button>
        </div>
      )}
    </div>
  );
}
