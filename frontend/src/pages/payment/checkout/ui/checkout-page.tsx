import { Page } from '@/shared/ui/page';

/** Route placeholder: the Soundcheck purchase issue replaces it with the real page. */
export function CheckoutPage() {
  return <Page width="narrow" title="Checkout" />;
}
