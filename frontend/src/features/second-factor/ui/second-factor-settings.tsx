import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { $enrolmentStep } from '../model/enrolment';
import {
  $disableError,
  $isDisableFormOpen,
  $isDisabling,
  $secondFactorStatus,
  $statusState,
  disableCancelled,
  disableRequested,
  disableSubmitted,
  settingsOpened,
  statusRetried,
} from '../model/settings';
import { EnrolmentPanel } from './enrolment-panel';
import { SecondFactorStatusView } from './second-factor-status';

export interface SecondFactorSettingsProps {
  /** Why to set it up, as the first screen says it. */
  intro?: string;
  /** What turning it off means for this account. */
  disableWarning?: string;
}

const INTRO =
  'Two-step sign-in asks for a code from an authenticator app on your phone as well as your password. Anyone may turn it on; admins must.';
const DISABLE_WARNING =
  'Your recovery codes stop working, and signing in needs only your password again.';

/**
 * Two-step sign-in for the signed-in account: its status, setting up an authenticator app with
 * its recovery codes, turning it off with a code. Loads the status when it appears.
 */
export function SecondFactorSettings({
  intro = INTRO,
  disableWarning = DISABLE_WARNING,
}: SecondFactorSettingsProps) {
  const model = useUnit({
    step: $enrolmentStep,
    state: $statusState,
    status: $secondFactorStatus,
    isDisableFormOpen: $isDisableFormOpen,
    disableError: $disableError,
    isDisabling: $isDisabling,
    opened: settingsOpened,
    retry: statusRetried,
    requestDisable: disableRequested,
    cancelDisable: disableCancelled,
    submitDisable: disableSubmitted,
  });
  const { opened } = model;
  useEffect(() => {
    opened();
  }, [opened]);

  const enrolling = model.step !== 'idle';
  if (enrolling || (model.state !== 'failed' && model.status?.enrolled === false)) {
    return <EnrolmentPanel intro={intro} />;
  }
  return (
    <SecondFactorStatusView
      state={model.state}
      status={model.state === 'loading' ? null : model.status}
      disableWarning={disableWarning}
      isDisableFormOpen={model.isDisableFormOpen}
      disableError={model.disableError}
      isDisabling={model.isDisabling}
      onRetry={model.retry}
      onDisableRequested={model.requestDisable}
      onDisableCancelled={model.cancelDisable}
      onDisableSubmitted={model.submitDisable}
    />
  );
}
