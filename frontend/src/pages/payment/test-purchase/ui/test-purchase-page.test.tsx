import { render, screen } from '@testing-library/react';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { MemoryRouter } from 'react-router';
import { installFakeFetch } from '@/shared/lib/testing';
import { TestPurchasePage } from './test-purchase-page';

describe('test purchase page (/test-stripe)', () => {
  test('names the test cards and sells the demo Soundcheck album', async () => {
    // The widget's calls go through the typed client: answer the album call with a 404.
    const sent = installFakeFetch(
      () =>
        new Response(JSON.stringify({ statusCode: 404, message: 'Album not found' }), {
          status: 404,
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    render(
      <Provider value={fork()}>
        <MemoryRouter initialEntries={['/test-stripe']}>
          <TestPurchasePage />
        </MemoryRouter>
      </Provider>,
    );

    expect(
      screen.getByRole('heading', { level: 1, name: 'Soundcheck test purchase' }),
    ).toBeVisible();
    for (const card of [
      '4242 4242 4242 4242',
      '4000 0000 0000 0002',
      '4000 0000 0000 3220',
      '4000 0000 0000 3063',
    ]) {
      expect(screen.getByText(card)).toBeVisible();
    }
    expect(screen.getByText(/any future expiry date and any 3-digit CVC/)).toBeVisible();
    expect(await screen.findByText('Failed to load album information')).toBeVisible();
    expect(new URL(sent.request().url).pathname).toBe('/api/public/album/night-drive-tapes');
  });
});
