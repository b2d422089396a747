import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { Page } from '@/shared/ui/page';
import {
  $isSending,
  $resetError,
  $sentMessage,
  forgotPasswordPageOpened,
  resetLinkRequested,
} from '../model/forgot-password';
import { ForgotPasswordForm } from './forgot-password-form';
import { ResetLinkSent } from './reset-link-sent';

export function ForgotPasswordPage() {
  const [sentMessage, error, isSending, request, opened] = useUnit([
    $sentMessage,
    $resetError,
    $isSending,
    resetLinkRequested,
    forgotPasswordPageOpened,
  ]);
  useEffect(() => {
    opened();
  }, [opened]);

  return (
    <Page
      width="narrow"
      title="Forgot your password?"
      lead="Enter the email you use for Encore and we will send you a link to set a new password."
    >
      {sentMessage === null ? (
        <ForgotPasswordForm error={error} isSending={isSending} onSubmit={request} />
      ) : (
        <ResetLinkSent message={sentMessage} />
      )}
    </Page>
  );
}
