import type { Meta, StoryObj } from '@storybook/react-vite';
import { IconButton } from '@/shared/ui/icon-button';
import { SearchIcon } from '@/shared/ui/icons';
import { SearchDialog } from './search-dialog';

const meta = {
  title: 'Features/SearchCatalogue/SearchDialog',
  component: SearchDialog,
  args: { trigger: <IconButton label="Search" icon={<SearchIcon />} /> },
  globals: { viewport: { value: 'mobile2', isRotated: false } },
} satisfies Meta<typeof SearchDialog>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Press the icon: the dialog opens with the box focused. */
export const Closed: Story = {};
export const Open: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
  },
};
