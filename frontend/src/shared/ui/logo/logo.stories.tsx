import type { Meta, StoryObj } from '@storybook/react-vite';
import { Logo } from './logo';

const meta = { title: 'Shared/Logo', component: Logo } satisfies Meta<typeof Logo>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Full: Story = {};
export const Compact: Story = { args: { compact: true } };
