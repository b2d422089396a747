import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import {
  $isRedirecting,
  readDismissalFx,
  redirectToAppStoreFx,
  saveDismissalFx,
} from '../model/app-banner';
import { AppBanner } from './app-banner';

interface BannerStoryOptions {
  redirecting?: boolean;
  dismissed?: boolean;
}

/** Stories never touch real sessionStorage or leave the page. */
function createBannerScope(options: BannerStoryOptions) {
  return fork({
    values: [[$isRedirecting, options.redirecting ?? false]],
    handlers: [
      [readDismissalFx, () => options.dismissed ?? false],
      [saveDismissalFx, () => undefined],
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

export const FromApp: Story = { decorators: [withBannerScope()] };
export const Redirecting: Story = { decorators: [withBannerScope({ redirecting: true })] };
export const Mobile: Story = {
  decorators: [withBannerScope()],
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
/** Renders nothing: the visitor did not arrive from the app. */
export const WithoutFromApp: Story = {
  decorators: [withBannerScope()],
  parameters: { route: '/' },
};
/** Renders nothing: already dismissed this session. */
export const Dismissed: Story = { decorators: [withBannerScope({ dismissed: true })] };
