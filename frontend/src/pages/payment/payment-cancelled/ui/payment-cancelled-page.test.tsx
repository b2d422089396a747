import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { PaymentCancelledPage } from './payment-cancelled-page';

describe('payment cancelled page', () => {
  test('says no charge was made; Try Again goes to the test purchase page, Home to /', () => {
    render(
      <MemoryRouter initialEntries={['/payment-cancelled']}>
        <PaymentCancelledPage />
      </MemoryRouter>,
    );

    expect(screen.getByRole('heading', { level: 1, name: 'Payment cancelled' })).toBeVisible();
    expect(screen.getByText('No charge was made.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Try Again' })).toHaveAttribute('href', '/test-stripe');
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });
});
