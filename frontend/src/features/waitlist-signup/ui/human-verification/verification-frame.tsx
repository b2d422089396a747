import type { Ref } from 'react';
import { verificationNotice, type VerificationWidgetState } from '../../lib/verification-widget';
import { VERIFICATION_WIDGET_ATTRIBUTE } from '../../lib/verification-validity';
import styles from './human-verification.module.css';

export interface VerificationFrameProps {
  state: VerificationWidgetState;
  /** Where the provider's widget is mounted. */
  widgetRef?: Ref<HTMLDivElement>;
}

/** The verification step's box: the provider's widget, and our words while it cannot show. */
export function VerificationFrame({ state, widgetRef }: VerificationFrameProps) {
  const notice = verificationNotice(state);
  const problem = state === 'unsupported' || state === 'failed';
  return (
    <div className={styles.frame} role="group" aria-label="Human verification">
      <div
        ref={widgetRef}
        className={styles.widget}
        hidden={state !== 'shown'}
        {...{ [VERIFICATION_WIDGET_ATTRIBUTE]: '' }}
      />
      {notice === null ? null : (
        <p className={styles.notice} role={problem ? 'alert' : 'status'} data-problem={problem}>
          {notice}
        </p>
      )}
    </div>
  );
}
