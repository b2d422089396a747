import { Page } from '@/shared/ui/page';

/** Route placeholder: the password recovery issue replaces it with the real page. */
export function ForgotPasswordPage() {
  return <Page width="narrow" title="Forgot your password?" />;
}
