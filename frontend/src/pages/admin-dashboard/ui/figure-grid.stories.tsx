import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';
import { overviewCards } from '../lib/overview-figures';
import { OVERVIEW } from '../testing/overview-fixtures';
import { FigureGrid } from './figure-grid';

const meta = {
  title: 'Pages/AdminDashboard/FigureGrid',
  component: FigureGrid,
  args: { cards: overviewCards(OVERVIEW) },
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
} satisfies Meta<typeof FigureGrid>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Figures: Story = {};
export const Loading: Story = { args: { cards: null } };
export const LongText: Story = {
  args: {
    cards: overviewCards({
      ...OVERVIEW,
      users: { total: 12_345_678, listeners: 12_000_000, artists: 345_000, admins: 678 },
      sales: {
        ...OVERVIEW.sales,
        all_time: [
          { currency: 'GBP', count: 1_000_000, gross: 599_000_000 },
          { currency: 'EUR', count: 2_000, gross: 1_400_000 },
          { currency: 'USD', count: 300, gross: 210_000 },
        ],
      },
    }),
  },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
