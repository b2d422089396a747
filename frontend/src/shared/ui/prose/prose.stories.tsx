import type { Meta, StoryObj } from '@storybook/react-vite';
import { Prose } from './prose';

const meta = {
  title: 'Shared/Prose',
  component: Prose,
  args: {
    children: (
      <>
        <section>
          <h2>1. You own your masters</h2>
          <p>
            Uploading to Encore never transfers ownership. You grant us a{' '}
            <strong>non-exclusive</strong> licence to stream your music, and you can{' '}
            <a href="#remove">remove it</a> at any time.
          </p>
        </section>
        <section>
          <h2>2. What is not allowed</h2>
          <ul>
            <li>Fraud or stream manipulation</li>
            <li>Plagiarism</li>
            <li>Bots or AI spam</li>
          </ul>
        </section>
      </>
    ),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Prose>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
