import { useUnit } from 'effector-react';
import { $sessionUser } from '@/entities/session';
import {
  $enrolment,
  $enrolmentError,
  $enrolmentStep,
  $isConfirmingEnrolment,
  $isStartingEnrolment,
  $recoveryCodes,
  enrolmentCancelled,
  enrolmentCodeSubmitted,
  enrolmentStarted,
  recoveryCodesCopied,
  recoveryCodesSaved,
} from '../model/enrolment';
import { EnrolmentView } from './enrolment-view';

/** The enrolment steps on the shared enrolment model (the screen that shows it resets it). */
export function EnrolmentPanel({ intro }: { intro: string }) {
  const model = useUnit({
    step: $enrolmentStep,
    enrolment: $enrolment,
    recoveryCodes: $recoveryCodes,
    error: $enrolmentError,
    isStarting: $isStartingEnrolment,
    isConfirming: $isConfirmingEnrolment,
    start: enrolmentStarted,
    cancel: enrolmentCancelled,
    submitCode: enrolmentCodeSubmitted,
    copy: recoveryCodesCopied,
    user: $sessionUser,
    saved: recoveryCodesSaved,
  });
  return (
    <EnrolmentView
      step={model.step}
      enrolment={model.enrolment}
      recoveryCodes={model.recoveryCodes}
      account={model.user?.email ?? null}
      error={model.error}
      isStarting={model.isStarting}
      isConfirming={model.isConfirming}
      intro={intro}
      onStart={model.start}
      onCancel={model.cancel}
      onSubmitCode={model.submitCode}
      onCopyCodes={model.copy}
      onCodesSaved={model.saved}
    />
  );
}
