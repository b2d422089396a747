import { jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from './button';

describe('Button', () => {
  test('is a plain button that does not submit forms by accident', async () => {
    const onClick = jest.fn();
    render(<Button onClick={onClick}>Join the waitlist</Button>);

    const button = screen.getByRole('button', { name: 'Join the waitlist' });
    expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  test('while loading it is busy and cannot be pressed again', async () => {
    const onClick = jest.fn();
    render(
      <Button loading onClick={onClick}>
        Redirecting to Stripe
      </Button>,
    );

    const button = screen.getByRole('button', { name: 'Redirecting to Stripe' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  test('asChild renders a link styled as a button', () => {
    render(
      <Button asChild>
        <a href="/login">Login</a>
      </Button>,
    );
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
