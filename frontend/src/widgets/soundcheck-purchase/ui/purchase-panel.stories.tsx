import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { SOUNDCHECK_PRICE, soundcheckAlbum } from '../testing/purchase-fixtures';
import { PurchasePanel } from './purchase-panel';

const album = soundcheckAlbum();

const meta = {
  title: 'Widgets/SoundcheckPurchase',
  component: PurchasePanel,
  args: {
    view: { kind: 'offer', album, price: SOUNDCHECK_PRICE },
    onPurchase: fn(),
    onPlayAlbum: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof PurchasePanel>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Not owned: what Soundcheck includes, the price and Purchase. */
export const Offer: Story = {};
export const Loading: Story = { args: { view: { kind: 'loading' } } };
const owned = { kind: 'owned', album, grantedAt: '2026-11-25T14:03:00.000Z' } as const;

/** Bought already: "Your Soundcheck Access", Owned, the purchase date and Play Album. */
export const Owned: Story = { args: { view: owned } };
/** Purchase pressed: the browser is about to leave for the provider. */
export const Redirecting: Story = { args: { view: { kind: 'redirecting', album } } };
export const AlbumNotFound: Story = {
  args: { view: { kind: 'error', message: 'Album not found' } },
};
export const CheckoutFailed: Story = {
  args: { view: { kind: 'error', message: 'Failed to create checkout session' } },
};
/** A 409 from the checkout: the server's own words. */
export const AlreadyOwned: Story = {
  args: {
    view: {
      kind: 'error',
      message: 'You already have Soundcheck access to this album, so there is nothing to pay.',
    },
  },
};
export const NotPurchasable: Story = {
  args: { view: { kind: 'error', message: 'Access type "standard" not supported for purchase' } },
};
export const NoCover: Story = {
  args: {
    view: { kind: 'offer', album: { ...album, artwork_url: null }, price: SOUNDCHECK_PRICE },
  },
};
export const LongText: Story = {
  args: {
    view: {
      kind: 'offer',
      album: {
        ...album,
        title: 'The Lighthouse Keeper’s Ledger (Deluxe Anniversary Edition with Bonus Demos)',
        artist: { ...album.artist, name: 'Ama Oduya & The Lagos Lights' },
      },
      price: SOUNDCHECK_PRICE,
    },
  },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
export const OwnedMobile: Story = {
  args: { view: owned },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
