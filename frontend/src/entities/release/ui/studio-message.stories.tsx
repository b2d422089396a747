import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '@/shared/ui/button';
import { STUDIO_REFUSAL_TEXTS } from '../lib/studio-refusal';
import { StudioMessage } from './studio-message';

const meta = {
  title: 'Entities/Release/StudioMessage',
  component: StudioMessage,
  args: {
    title: STUDIO_REFUSAL_TEXTS.not_linked.title,
    children: STUDIO_REFUSAL_TEXTS.not_linked.text,
  },
} satisfies Meta<typeof StudioMessage>;
export default meta;

type Story = StoryObj<typeof meta>;

export const NotLinked: Story = {};
export const NotAnArtist: Story = {
  args: {
    title: STUDIO_REFUSAL_TEXTS.not_an_artist.title,
    children: STUDIO_REFUSAL_TEXTS.not_an_artist.text,
    actions: <Button variant="secondary">Go to Discover</Button>,
  },
};
