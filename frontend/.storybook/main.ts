import { defineMain } from '@storybook/react-vite/node';

// Reuses vite.config.ts (React plugin, `@/` alias); the catalogue is built offline and untracked.
export default defineMain({
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y'],
  core: { disableTelemetry: true },
});
