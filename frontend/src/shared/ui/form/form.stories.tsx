import type { Meta, StoryObj } from '@storybook/react-vite';
import { Alert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { TextField } from '@/shared/ui/text-field';
import { Form, FormActions, FormFooter } from './form';

const meta = {
  title: 'Shared/Form',
  component: Form,
  args: { onSubmit: () => undefined, children: null },
} satisfies Meta<typeof Form>;
export default meta;

type Story = StoryObj<typeof meta>;

const fields = (
  <>
    <TextField label="Email" type="email" name="email" required />
    <TextField label="Password" type="password" name="password" hint="At least 8 characters" />
  </>
);

export const Default: Story = {
  args: {
    children: (
      <>
        {fields}
        <FormActions>
          <Button type="submit">Save</Button>
          <Button variant="ghost">Cancel</Button>
        </FormActions>
        <FormFooter>
          <p>
            Need help? <a href="#support">Contact support</a>
          </p>
        </FormFooter>
      </>
    ),
  },
};
export const Busy: Story = {
  args: {
    busy: true,
    children: (
      <>
        {fields}
        <FormActions>
          <Button type="submit" loading>
            Saving
          </Button>
        </FormActions>
      </>
    ),
  },
};
export const WithError: Story = {
  args: {
    children: (
      <>
        <Alert tone="error">Something went wrong. Please try again.</Alert>
        {fields}
        <FormActions>
          <Button type="submit">Save</Button>
        </FormActions>
      </>
    ),
  },
};
