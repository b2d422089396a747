import { Page } from '@/shared/ui/page';

/** Route placeholder: the Soundcheck purchase issue replaces it with the real page. */
export function TestPurchasePage() {
  return <Page width="narrow" title="Soundcheck test purchase" />;
}
