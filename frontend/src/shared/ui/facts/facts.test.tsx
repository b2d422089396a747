import { render, screen } from '@testing-library/react';
import { Facts } from './facts';

test('pairs each term with its value', () => {
  render(
    <Facts
      facts={[
        ['Role', 'Admin'],
        ['Joined', <time key="joined">26 November 2026</time>],
      ]}
    />,
  );
  const terms = screen.getAllByRole('term').map((term) => term.textContent);
  const values = screen.getAllByRole('definition').map((value) => value.textContent);
  expect(terms).toEqual(['Role', 'Joined']);
  expect(values).toEqual(['Admin', '26 November 2026']);
});
