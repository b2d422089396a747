import { Page } from '@/shared/ui/page';

/** Route placeholder: the login issue replaces it with the real page. */
export function LoginPage() {
  return <Page width="narrow" title="Log in to Encore" />;
}
