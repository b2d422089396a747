import { useParams } from 'react-router';
import { SoundcheckPurchase } from '@/widgets/soundcheck-purchase';
import { Page } from '@/shared/ui/page';

/** `/checkout/album/{albumId}`: buy Soundcheck access to one album (spec §2). */
export function CheckoutPage() {
  const { albumId = '' } = useParams();
  return (
    <Page width="narrow" title="Soundcheck checkout">
      <SoundcheckPurchase album={albumId} artist={null} page="checkout" />
    </Page>
  );
}
