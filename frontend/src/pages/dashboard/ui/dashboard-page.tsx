import { Page } from '@/shared/ui/page';

/** Route placeholder: the profile issue replaces it with the real page. */
export function DashboardPage() {
  return <Page title="Your dashboard" />;
}
