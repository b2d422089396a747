import { render, screen } from '@testing-library/react';
import { TextField } from './text-field';

describe('TextField', () => {
  test('the label names the input and the hint describes it', () => {
    render(<TextField label="Artist name" hint="The name fans know you by." required />);

    const input = screen.getByRole('textbox', { name: /Artist name/ });
    expect(input).toBeRequired();
    expect(input).toHaveAccessibleDescription('The name fans know you by.');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  test('an error is announced and marks the input invalid', () => {
    render(<TextField label="Email" type="email" error="Enter a valid email address." />);

    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('Enter a valid email address.');
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a valid email address.');
  });
});
