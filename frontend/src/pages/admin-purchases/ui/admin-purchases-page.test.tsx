import { jest } from '@jest/globals';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { ApiError } from '@/shared/api';
import type { KeysetPage } from '@/shared/model';
import type { AdminPurchase, AdminPurchaseDetail } from '../api/admin-purchases-api';
import type { PurchasesQuery } from '../lib/purchases-query';
import { fetchPurchaseFx, requestRefundFx, waitBeforeRefreshFx } from '../model/purchase-detail';
import { purchasesList } from '../model/purchases-list';
import { detailFixture, PURCHASE_ID, purchaseFixture } from '../testing/purchase-fixtures';
import { AdminPurchasesPage } from './admin-purchases-page';

type Request = { query: PurchasesQuery; cursor: string | null };

function Address() {
  const location = useLocation();
  return <output aria-label="Address">{location.pathname + location.search}</output>;
}

function renderPage(options: {
  list?: (request: Request) => Promise<KeysetPage<AdminPurchase>>;
  detail?: () => Promise<AdminPurchaseDetail>;
  refund?: () => Promise<AdminPurchaseDetail>;
  /** The pause before each check for Stripe's news (default: none). */
  wait?: (id: string) => Promise<string>;
  at?: string;
}) {
  const asked: Request[] = [];
  const refunds = jest.fn(options.refund ?? (() => Promise.resolve(detailFixture('requested'))));
  const scope = fork({
    handlers: [
      [
        purchasesList.fetchPageFx,
        (request: Request) => {
          asked.push(request);
          return (options.list ?? (() => Promise.resolve({ items: [], nextCursor: null })))(
            request,
          );
        },
      ],
      [fetchPurchaseFx, options.detail ?? (() => Promise.resolve(detailFixture()))],
      [requestRefundFx, refunds],
      [waitBeforeRefreshFx, options.wait ?? ((id: string) => Promise.resolve(id))],
    ],
  });
  render(
    <Provider value={scope}>
      <MemoryRouter initialEntries={[options.at ?? '/admin/purchases']}>
        <Routes>
          <Route
            path="/admin/purchases"
            element={
              <>
                <AdminPurchasesPage />
                <Address />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  return { asked, refunds };
}

const OTHER = purchaseFixture({
  id: '1b4e28ba-2fa1-41d2-883f-0016d3cca427',
  status: 'refunded',
  refund_state: 'refunded',
  buyer: { id: 'b2', email: 'sam@example.com', display_name: 'Sam Reyes' },
});

describe('/admin/purchases', () => {
  test('lists the purchases with their status; a row opens the purchase and its event log', async () => {
    const user = userEvent.setup();
    renderPage({
      list: () => Promise.resolve({ items: [purchaseFixture(), OTHER], nextCursor: null }),
    });

    const table = await screen.findByRole('table', { name: 'Purchases' });
    const row = within(table).getByRole('row', {
      name: 'Open Night Drive Tapes bought by lena@example.com',
    });
    expect(row).toHaveTextContent('Paid');
    expect(row).toHaveTextContent('£5.99');
    expect(within(table).getByText('sam@example.com').closest('tr')).toHaveTextContent('Refunded');

    await user.click(row);
    expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent(
      `/admin/purchases?purchase=${PURCHASE_ID}`,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Purchase' })).toBeInTheDocument();
    const log = screen.getByRole('list', { name: 'Event log' });
    expect(
      within(log)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringContaining('Checkout opened'),
      expect.stringContaining('Stripe event checkout.session.completed'),
      expect.stringContaining('Pending → Paid'),
    ]);

    await user.click(screen.getByRole('button', { name: '← All purchases' }));
    expect(await screen.findByRole('table', { name: 'Purchases' })).toBeInTheDocument();
  });

  test('says so when there are no purchases, and offers a retry when they fail to load', async () => {
    let answer = () =>
      Promise.reject<KeysetPage<AdminPurchase>>(new ApiError(500, 'Server Error', null, null));
    const user = userEvent.setup();
    renderPage({ list: () => answer() });

    expect(await screen.findByText('The purchases could not be loaded')).toBeInTheDocument();
    answer = () => Promise.resolve({ items: [], nextCursor: null });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('There are no purchases yet.')).toBeInTheDocument();
  });

  test('a refund asks first, then shows "Refund requested" until Stripe confirms it', async () => {
    const answers = [detailFixture(), detailFixture('refunded')];
    let fetches = 0;
    let stripeConfirms: () => void = () => undefined;
    const user = userEvent.setup();
    const { refunds } = renderPage({
      at: `/admin/purchases?purchase=${PURCHASE_ID}`,
      // The page's load, then the check after the refund, once Stripe's event has landed.
      detail: () => Promise.resolve(answers[Math.min(fetches++, 1)] ?? detailFixture()),
      refund: () => Promise.resolve(detailFixture('requested')),
      wait: (id) =>
        new Promise((resolve) => {
          stripeConfirms = () => {
            resolve(id);
          };
        }),
    });

    await user.click(await screen.findByRole('button', { name: 'Refund…' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Refund £5.99 to lena@example.com?',
    });
    expect(refunds).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Refund £5.99' }));

    expect(refunds).toHaveBeenCalledWith({ id: PURCHASE_ID, reason: 'requested_by_customer' });
    expect(await screen.findByText('Refund requested', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByText(/this page checks every few seconds/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Refund…' })).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();

    act(() => {
      stripeConfirms();
    });
    expect(await screen.findByText(/Refunded on/)).toBeInTheDocument();
    expect(screen.queryByText(/this page checks every few seconds/)).toBeNull();
    expect(screen.getByRole('list', { name: 'Event log' })).toHaveTextContent('Paid → Refunded');
  });

  test("a refused refund keeps the dialog open with the server's reason", async () => {
    const user = userEvent.setup();
    renderPage({
      at: `/admin/purchases?purchase=${PURCHASE_ID}`,
      refund: () =>
        Promise.reject(
          new ApiError(
            409,
            'Conflict',
            'This payment is disputed or was charged back, so the bank settles it, not a refund.',
            'PAYMENTS.REFUND_DISPUTED',
          ),
        ),
    });
    await user.click(await screen.findByRole('button', { name: 'Refund…' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Refund £5.99' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This payment is disputed or was charged back',
    );
  });

  test("from an account's page it lists that buyer's purchases, with a way back to all", async () => {
    const user = userEvent.setup();
    const { asked } = renderPage({
      at: '/admin/purchases?buyer_id=0f8fad5b-d9cb-469f-a165-70867728950e',
    });
    expect(await screen.findByText('No purchase matches these filters.')).toBeInTheDocument();
    expect(asked.at(-1)?.query.buyerId).toBe('0f8fad5b-d9cb-469f-a165-70867728950e');

    await user.click(screen.getByRole('button', { name: 'Show every buyer' }));
    expect(await screen.findByText('There are no purchases yet.')).toBeInTheDocument();
    expect(asked.at(-1)?.query.buyerId).toBeNull();
  });
});
