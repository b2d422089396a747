import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { TermsOfServicePage } from './terms-of-service-page';

describe('TermsOfServicePage', () => {
  test('has exactly the eight sections the spec lists, in order', () => {
    render(
      <MemoryRouter>
        <TermsOfServicePage />
      </MemoryRouter>,
    );

    const headings = screen
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    expect(headings).toEqual([
      '1. Acceptance of these terms',
      '2. Eligibility',
      '3. Content ownership',
      '4. Appropriate use',
      '5. Fair use and exclusivity',
      '6. Changes to these terms',
      '7. Disclaimer',
      '8. Contact',
    ]);
    expect(screen.getByText(/16 or older/)).toBeInTheDocument();
    expect(screen.getByText(/non-exclusive licence/)).toBeInTheDocument();
  });
});
