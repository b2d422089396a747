import { render, screen } from '@testing-library/react';
import { TextField } from '@/shared/ui/text-field';

describe('field wiring (through TextField)', () => {
  it('describes the control by its hint and its error, and marks it invalid', () => {
    render(<TextField label="Email" hint="We never share it." error="Enter a valid email." />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAccessibleDescription('We never share it. Enter a valid email.');
    expect(input).toBeInvalid();
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a valid email.');
  });

  it('has no description and is valid without hint or error', () => {
    render(<TextField label="Email" error="" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).not.toHaveAttribute('aria-describedby');
    expect(input).toBeValid();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
