import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextField } from './text-field';

const meta = {
  title: 'Shared/TextField',
  component: TextField,
  args: { label: 'Email', type: 'email', placeholder: 'you@example.com' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 380 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextField>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Required: Story = { args: { required: true } };
export const WithHint: Story = {
  args: {
    label: 'Artist name',
    type: 'text',
    placeholder: undefined,
    hint: 'The name fans know you by.',
  },
};
export const WithError: Story = {
  args: { required: true, defaultValue: 'not-an-email', error: 'Enter a valid email address.' },
};
export const Disabled: Story = { args: { disabled: true, defaultValue: 'lena@example.com' } };
export const LongText: Story = {
  args: {
    label: 'Link to your music on a streaming service, a video platform or your own website',
    type: 'url',
    hint: 'Paste the full address, including https://. We only use it to listen before we reach out.',
    defaultValue:
      'https://example.com/artists/lena-marsh/releases/night-ferry-deluxe-edition-remastered',
  },
};
export const Mobile: Story = {
  args: { required: true, error: 'Enter a valid email address.' },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
