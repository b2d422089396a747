import { render, screen } from '@testing-library/react';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { installFakeFetch } from '@/shared/lib/testing';
import { CheckoutPage } from './checkout-page';

describe('checkout page (/checkout/album/{albumId})', () => {
  test("sells the route's album", async () => {
    const sent = installFakeFetch(
      () =>
        new Response(JSON.stringify({ statusCode: 404, message: 'Album not found' }), {
          status: 404,
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    render(
      <Provider value={fork()}>
        <MemoryRouter initialEntries={['/checkout/album/3f6b1c2a-9d4e-4b7a-8c1f-2e5d7a9b0c13']}>
          <Routes>
            <Route path="/checkout/album/:albumId" element={<CheckoutPage />} />
          </Routes>
        </MemoryRouter>
      </Provider>,
    );

    expect(screen.getByRole('heading', { level: 1, name: 'Soundcheck checkout' })).toBeVisible();
    expect(await screen.findByRole('alert')).toHaveTextContent('Album not found');
    expect(new URL(sent.request().url).pathname).toBe(
      '/api/public/album/3f6b1c2a-9d4e-4b7a-8c1f-2e5d7a9b0c13',
    );
  });
});
