import { readFormText } from '@/shared/lib/form-data';
import { Alert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { Form, FormActions } from '@/shared/ui/form';
import { TextField } from '@/shared/ui/text-field';
import type { EnrolmentStart } from '../api/second-factor-api';
import { recoveryCodesFile } from '../lib/recovery-codes-file';
import type { EnrolmentStep } from '../model/enrolment';
import { RecoveryCodes } from './recovery-codes';
import styles from './second-factor.module.css';

export interface EnrolmentViewProps {
  step: EnrolmentStep;
  enrolment: EnrolmentStart | null;
  recoveryCodes: string[];
  /** Whose codes they are, named in the downloaded file. */
  account: string | null;
  error: string | null;
  isStarting: boolean;
  isConfirming: boolean;
  /** What the first screen says: why this account should (or must) set up an app. */
  intro: string;
  onStart: () => void;
  onCancel: () => void;
  onSubmitCode: (code: string) => void;
  onCopyCodes: () => void;
  onCodesSaved: () => void;
}

/**
 * Setting up an authenticator app (ADR 0031): start → scan the QR code (or type the key) and
 * enter the app's first code → the ten recovery codes, shown this once.
 */
export function EnrolmentView(props: EnrolmentViewProps) {
  const { step, enrolment, error } = props;
  if (step === 'codes') {
    return (
      <RecoveryCodes
        codes={props.recoveryCodes}
        file={recoveryCodesFile(props.recoveryCodes, props.account)}
        onCopy={props.onCopyCodes}
        onSaved={props.onCodesSaved}
      />
    );
  }
  if (step === 'scan' && enrolment !== null) {
    return (
      <div className={styles.panel}>
        <div className={styles.scan}>
          <img
            className={styles.qr}
            src={enrolment.qr_code}
            alt="QR code to scan with your authenticator app"
            width={192}
            height={192}
          />
          <div className={styles.scanBody}>
            <p className={styles.text}>
              Scan the QR code with an authenticator app (1Password, Google Authenticator, Authy…).
              Can’t scan? Enter this key in the app instead:
            </p>
            <code className={styles.secret} aria-label="Setup key">
              {enrolment.secret}
            </code>
          </div>
        </div>
        <Form
          aria-label="Confirm your authenticator app"
          busy={props.isConfirming}
          onSubmit={(form) => {
            props.onSubmitCode(readFormText(form, 'code'));
          }}
        >
          {error === null ? null : <Alert tone="error">{error}</Alert>}
          <TextField
            label="6-digit code from the app"
            name="code"
            className={styles.codeInput}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={8}
            required
          />
          <FormActions>
            <Button type="submit" loading={props.isConfirming}>
              Turn on
            </Button>
            <Button variant="ghost" onClick={props.onCancel} disabled={props.isConfirming}>
              Cancel
            </Button>
          </FormActions>
        </Form>
      </div>
    );
  }
  return (
    <div className={styles.panel}>
      <p className={styles.text}>{props.intro}</p>
      {error === null ? null : <Alert tone="error">{error}</Alert>}
      <div className={styles.actions}>
        <Button onClick={props.onStart} loading={props.isStarting}>
          Set up authenticator app
        </Button>
      </div>
    </div>
  );
}
