import { Page } from '@/shared/ui/page';

/** Route placeholder: the admin dashboard issue replaces it with the real page. */
export function AdminDashboardPage() {
  return <Page title="Admin dashboard" />;
}
