import { Page } from '@/shared/ui/page';

/** Route placeholder: the password recovery issue replaces it with the real page. */
export function UpdatePasswordPage() {
  return <Page width="narrow" title="Set a new password" />;
}
