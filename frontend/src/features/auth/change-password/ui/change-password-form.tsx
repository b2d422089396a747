import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import {
  $confirmationError,
  $isChangingPassword,
  $isPasswordChanged,
  $passwordError,
  passwordChangeSubmitted,
  passwordFormOpened,
} from '../model/change-password';
import { PasswordForm } from './password-form';

export interface ChangePasswordFormProps {
  /** The token from a reset link; without one the signed-in user confirms the current password. */
  token?: string | undefined;
}

/** New password twice (checked here: "Passwords do not match."), then POST update-password. */
export function ChangePasswordForm({ token }: ChangePasswordFormProps) {
  const model = useUnit({
    error: $passwordError,
    confirmationError: $confirmationError,
    isSubmitting: $isChangingPassword,
    isChanged: $isPasswordChanged,
    submit: passwordChangeSubmitted,
    opened: passwordFormOpened,
  });
  const { opened } = model;
  useEffect(() => {
    opened();
  }, [opened]);

  return (
    <PasswordForm
      askCurrentPassword={token === undefined}
      error={model.error}
      confirmationError={model.confirmationError}
      isSubmitting={model.isSubmitting}
      isChanged={model.isChanged}
      onSubmit={(values) => {
        model.submit(token === undefined ? values : { ...values, token });
      }}
    />
  );
}
