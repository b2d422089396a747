import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import type { MobilePlatform, StoreLinks } from '../lib/store-links';
import {
  detectPlatformFx,
  fetchStoreLinksFx,
  readDismissalFx,
  redirectToAppStoreFx,
  saveDismissalFx,
} from '../model/app-banner';
import { AppBanner } from './app-banner';

const LISTED: StoreLinks = {
  appStoreUrl: 'https://apps.apple.com/app/encore/id6450012345',
  playStoreUrl: 'https://play.google.com/store/apps/details?id=app.encore',
};

interface BannerStoryOptions {
  platform?: MobilePlatform | null;
  links?: StoreLinks;
  dismissed?: boolean;
}

/** Stories never touch real sessionStorage, ask the server, or leave the page. */
function createBannerScope(options: BannerStoryOptions) {
  return fork({
    handlers: [
      [readDismissalFx, () => options.dismissed ?? false],
      [saveDismissalFx, () => undefined],
      [detectPlatformFx, () => options.platform ?? null],
      [fetchStoreLinksFx, () => Promise.resolve(options.links ?? LISTED)],
      [redirectToAppStoreFx, () => undefined],
    ],
  });
}

const withBannerScope = (options: BannerStoryOptions = {}): Decorator => {
  const scope = createBannerScope(options);
  return (Story) => (
    <Provider value={scope}>
      <Story />
    </Provider>
  );
};

const meta = {
  title: 'Widgets/AppBanner',
  component: AppBanner,
  parameters: { layout: 'fullscreen', route: '/?from=app' },
} satisfies Meta<typeof AppBanner>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A desktop: both listings as links, no redirect. */
export const Desktop: Story = { decorators: [withBannerScope()] };
/** An iPhone: "Opening App Store…" during the 2 s countdown. */
export const IPhoneRedirecting: Story = {
  decorators: [withBannerScope({ platform: 'ios' })],
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
export const AndroidRedirecting: Story = {
  decorators: [withBannerScope({ platform: 'android' })],
  globals: { viewport: { value: 'mobile2', isRotated: false } },
};
/** The deployment has no listings: the banner only says the app exists. */
export const NoListings: Story = {
  decorators: [
    withBannerScope({ platform: 'ios', links: { appStoreUrl: null, playStoreUrl: null } }),
  ],
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
/** Renders nothing: the visitor did not arrive from the app. */
export const WithoutFromApp: Story = {
  decorators: [withBannerScope()],
  parameters: { route: '/' },
};
/** Renders nothing: already dismissed this session. */
export const Dismissed: Story = { decorators: [withBannerScope({ dismissed: true })] };
