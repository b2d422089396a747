import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import type { PurchaseTarget } from '../lib/purchase-target';
import {
  $purchaseView,
  playAlbumPressed,
  purchaseClosed,
  purchaseOpened,
  purchasePressed,
  purchaseRetried,
} from '../model/purchase';
import { PurchasePanel } from './purchase-panel';

export type SoundcheckPurchaseProps = PurchaseTarget;

/** Sells Soundcheck access to one album: the checkout page and the test purchase page use it. */
export function SoundcheckPurchase({ album, artist, page }: SoundcheckPurchaseProps) {
  const model = useUnit({
    view: $purchaseView,
    opened: purchaseOpened,
    closed: purchaseClosed,
    retried: purchaseRetried,
    purchase: purchasePressed,
    playAlbum: playAlbumPressed,
  });
  const { opened, closed, retried } = model;

  useEffect(() => {
    opened({ album, artist, page });
  }, [album, artist, page, opened]);
  useEffect(() => closed, [closed]);
  // Back from the provider's page, the browser may show this page as it was left: "Redirecting".
  useEffect(() => {
    const restored = (event: PageTransitionEvent) => {
      if (event.persisted) retried();
    };
    window.addEventListener('pageshow', restored);
    return () => {
      window.removeEventListener('pageshow', restored);
    };
  }, [retried]);

  return (
    <PurchasePanel
      view={model.view}
      onPurchase={model.purchase}
      onPlayAlbum={model.playAlbum}
      onRetry={model.retried}
    />
  );
}
