import type { Meta, StoryObj } from '@storybook/react-vite';
import { FieldLabel } from './field-label';
import { FieldMessages } from './field-messages';
import fieldStyles from './field.module.css';
import { useFieldIds } from './use-field-ids';

interface FieldDemoProps {
  label: string;
  required?: boolean;
  hint?: string;
  error?: string;
}

/** The parts every form control composes: label, control slot, hint and error. */
function FieldDemo({ label, required, hint, error }: FieldDemoProps) {
  const ids = useFieldIds(undefined, { hint, error });
  return (
    <div className={fieldStyles.field} style={{ maxWidth: 380 }}>
      <FieldLabel htmlFor={ids.controlId} required={required}>
        {label}
      </FieldLabel>
      <input id={ids.controlId} aria-describedby={ids.describedBy} />
      <FieldMessages ids={ids} hint={hint} error={error} />
    </div>
  );
}

const meta = {
  title: 'Shared/Field',
  component: FieldDemo,
  args: { label: 'Artist name' },
} satisfies Meta<typeof FieldDemo>;
export default meta;

type Story = StoryObj<typeof meta>;

export const LabelOnly: Story = {};
export const Required: Story = { args: { required: true } };
export const WithHint: Story = { args: { hint: 'The name fans know you by.' } };
export const WithError: Story = {
  args: {
    required: true,
    hint: 'The name fans know you by.',
    error: 'Please enter your artist name.',
  },
};
