import { render, screen } from '@testing-library/react';
import { Panel } from './panel';

test('is a region named by its heading, holding what it is given', () => {
  render(
    <Panel title="Sessions">
      <p>Two sessions</p>
    </Panel>,
  );
  const region = screen.getByRole('region', { name: 'Sessions' });
  expect(region).toContainElement(screen.getByRole('heading', { level: 2, name: 'Sessions' }));
  expect(region).toHaveTextContent('Two sessions');
});
