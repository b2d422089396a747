// Soundcheck purchase (spec §2 purchase pages, §4 Purchase, §7, §8): render SoundcheckPurchase
// with the album to sell; it checks access, shows the price and sends the buyer to the provider.
export type { PurchaseTarget } from './lib/purchase-target';
export { SoundcheckPurchase } from './ui/soundcheck-purchase';
export type { SoundcheckPurchaseProps } from './ui/soundcheck-purchase';
