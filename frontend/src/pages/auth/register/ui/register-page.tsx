import { Page } from '@/shared/ui/page';

/** Route placeholder: the registration issue replaces it with the real page. */
export function RegisterPage() {
  return <Page width="narrow" title="Create your Encore account" />;
}
