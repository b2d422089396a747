export {
  $isPasswordChanged,
  passwordFormOpened,
  PASSWORDS_DIFFER_MESSAGE,
  updatePasswordFx,
} from './model/change-password';
export { ChangePasswordForm } from './ui/change-password-form';
export type { ChangePasswordFormProps } from './ui/change-password-form';
