import { jest } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { MemoryRouter } from 'react-router';
import { $sessionStatus, $sessionUser, SessionProvider } from '@/entities/session';
import { installFakeFetch } from '@/shared/lib/testing';
import { $toasts } from '@/shared/lib/toast';
import type { Profile } from '../api/profile';
import type { Purchase } from '../api/purchases-api';
import { replacePreviewFx, uploadAvatarFx } from '../model/avatar';
import { fetchProfileFx, updateDisplayNameFx } from '../model/profile';
import { downloadPurchasesCsvFx, fetchPurchasesFx } from '../model/purchases';
import { PURCHASES } from '../testing/purchase-fixtures';
import { DashboardPage } from './dashboard-page';

const PROFILE: Profile = {
  id: 'u-1',
  email: 'lena@example.com',
  displayName: 'Lena Marsh',
  avatarUrl: null,
  role: 'artist',
  createdAt: '2026-03-12T10:00:00.000Z',
  artist: { id: 'a-1', slug: 'lena-marsh', name: 'Lena Marsh' },
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const RECOVERY_CODES = Array.from({ length: 10 }, (_, n) => `code-${n}000-aaaa-bbbb`);

/** The second-factor routes (the only calls the page makes through fetch in these tests). */
function secondFactorServer(request: Request): Response {
  const { pathname } = new URL(request.url);
  if (pathname === '/api/auth/second-factor/enrolment') {
    return json(201, {
      secret: 'JBSWY3DPEHPK3PXP',
      otpauth_uri: 'otpauth://totp/Encore:lena%40example.com?secret=JBSWY3DPEHPK3PXP',
      qr_code: 'data:image/png;base64,iVBORw0KGgo=',
    });
  }
  if (pathname === '/api/auth/second-factor/enrolment/confirm') {
    return json(200, {
      enrolled: true,
      second_factor: 'passed',
      recovery_codes_left: 10,
      recovery_codes: RECOVERY_CODES,
    });
  }
  return json(200, { enrolled: false, second_factor: 'not_passed', recovery_codes_left: 0 });
}

function renderDashboard(
  fetchProfile: () => Promise<Profile | null> = () => Promise.resolve(PROFILE),
  fetchPurchases: () => Promise<Purchase[]> = () => Promise.resolve([]),
) {
  const fetch = installFakeFetch(secondFactorServer);
  const upload = jest.fn((_file: File) => Promise.resolve('/media/images/avatars/new.webp'));
  const downloadCsv = jest.fn((_purchases: Purchase[]) => undefined);
  const scope = fork({
    values: [
      [$sessionStatus, 'authenticated'],
      [
        $sessionUser,
        { id: 'u-1', email: PROFILE.email, displayName: 'Lena Marsh', avatarUrl: null },
      ],
    ],
    handlers: [
      [fetchProfileFx, fetchProfile],
      [updateDisplayNameFx, (name: string) => Promise.resolve({ ...PROFILE, displayName: name })],
      [
        replacePreviewFx,
        ({ file }: { file: File | null }) => (file === null ? null : 'blob:preview'),
      ],
      [uploadAvatarFx, upload],
      [fetchPurchasesFx, fetchPurchases],
      [downloadPurchasesCsvFx, downloadCsv],
    ],
  });
  render(
    <Provider value={scope}>
      <SessionProvider>
        <MemoryRouter initialEntries={['/dashboard']}>
          <DashboardPage />
        </MemoryRouter>
      </SessionProvider>
    </Provider>,
  );
  return { scope, fetch, upload, downloadCsv, user: userEvent.setup({ applyAccept: false }) };
}

const png = new File([new Uint8Array(64)], 'me.png', { type: 'image/png' });

describe('dashboard page', () => {
  test('shows the profile, the artist dashboard link and the empty purchases', async () => {
    renderDashboard();

    const card = await screen.findByRole('region', { name: 'Your profile' });
    expect(within(card).getByRole('heading', { name: 'Lena Marsh' })).toBeInTheDocument();
    expect(card).toHaveTextContent('lena@example.com');
    expect(card).toHaveTextContent('Artist');
    expect(card).toHaveTextContent('Member since12 March 2026');
    expect(within(card).getByRole('link', { name: 'Open the artist dashboard' })).toHaveAttribute(
      'href',
      '/artist/dashboard',
    );
    const purchases = screen.getByRole('region', { name: 'My purchases' });
    expect(
      await within(purchases).findByText('You have no Soundcheck purchases yet.'),
    ).toBeVisible();
    expect(within(purchases).queryByRole('button', { name: 'Download CSV' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Change password' })).toBeInTheDocument();
  });

  test('lists the purchases: album link, artist, date, amount and status; CSV download', async () => {
    const { downloadCsv, user } = renderDashboard(undefined, () => Promise.resolve(PURCHASES));

    const list = await screen.findByRole('list', { name: 'Your purchases' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(PURCHASES.length);
    const [first, second] = rows;
    if (first === undefined || second === undefined) throw new Error('rows missing');
    expect(within(first).getByRole('link', { name: 'Night Drive Tapes' })).toHaveAttribute(
      'href',
      '/artist/neon-harbor/album/night-drive-tapes',
    );
    expect(first).toHaveTextContent('Neon Harbor');
    expect(first).toHaveTextContent('25 November 2026 · £5.99');
    expect(first).toHaveTextContent('Paid');
    expect(within(second).getByRole('link')).toHaveAttribute(
      'href',
      '/album/0b1c2d3e-4f50-4617-8293-a4b5c6d7e8f9',
    );
    expect(list).toHaveTextContent(
      /Processing.*Refunded.*Disputed.*Access restored.*Revoked.*Failed/,
    );

    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(downloadCsv).toHaveBeenCalledWith(PURCHASES);
  });

  test('purchases that fail to load can be retried', async () => {
    let answer: () => Promise<Purchase[]> = () => Promise.reject(new Error('offline'));
    const { user } = renderDashboard(undefined, () => answer());

    const purchases = screen.getByRole('region', { name: 'My purchases' });
    expect(await within(purchases).findByText('We could not load your purchases.')).toBeVisible();
    answer = () => Promise.resolve(PURCHASES);
    await user.click(within(purchases).getByRole('button', { name: 'Try again' }));

    expect(await within(purchases).findByRole('list', { name: 'Your purchases' })).toBeVisible();
  });

  test('a profile that fails to load can be retried', async () => {
    let answer: () => Promise<Profile | null> = () => Promise.resolve(null);
    const { user } = renderDashboard(() => answer());

    expect(await screen.findByText('We could not load your profile.')).toBeInTheDocument();
    answer = () => Promise.resolve(PROFILE);
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('region', { name: 'Your profile' })).toBeInTheDocument();
  });

  test('saving a new display name updates the page and confirms it', async () => {
    const { scope, user } = renderDashboard();
    const field = await screen.findByRole('textbox', { name: /Display name/ });

    await user.clear(field);
    await user.type(field, 'Lena M.');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('heading', { name: 'Lena M.' })).toBeInTheDocument();
    expect(scope.getState($toasts).map((toast) => toast.text)).toEqual(['Profile updated']);
  });

  test('an image is previewed, uploaded, and becomes the avatar at once', async () => {
    const { scope, upload, user } = renderDashboard();
    const input = await screen.findByLabelText('Choose a new avatar');
    expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');
    expect(screen.getByRole('button', { name: 'Upload avatar' })).toBeDisabled();

    await user.upload(input, png);
    await user.click(screen.getByRole('button', { name: 'Upload avatar' }));

    expect(upload).toHaveBeenCalledWith(png);
    expect(scope.getState($sessionUser)?.avatarUrl).toBe('/media/images/avatars/new.webp');
    expect(screen.getByRole('button', { name: 'Upload avatar' })).toBeDisabled();
  });

  test('a file that is not a usable image is explained and not uploaded', async () => {
    const { upload, user } = renderDashboard();
    const gif = new File([new Uint8Array(8)], 'dance.gif', { type: 'image/gif' });

    await user.upload(await screen.findByLabelText('Choose a new avatar'), gif);

    expect(screen.getByLabelText('Choose a new avatar')).toHaveAccessibleDescription(
      'JPEG, PNG or WebP, up to 5 MB. Choose a JPEG, PNG or WebP image.',
    );
    expect(screen.getByRole('button', { name: 'Upload avatar' })).toBeDisabled();
    expect(upload).not.toHaveBeenCalled();
  });

  test('turns on two-step sign-in: QR code, first code, the recovery codes once', async () => {
    const { fetch, user } = renderDashboard();
    const section = screen.getByRole('region', { name: 'Two-step sign-in' });

    await user.click(
      await within(section).findByRole('button', { name: 'Set up authenticator app' }),
    );
    expect(
      await within(section).findByRole('img', {
        name: 'QR code to scan with your authenticator app',
      }),
    ).toBeVisible();
    await user.type(within(section).getByRole('textbox', { name: /6-digit code/ }), '123456');
    await user.click(within(section).getByRole('button', { name: 'Turn on' }));

    const codes = await within(section).findByRole('list', { name: 'Recovery codes' });
    expect(within(codes).getAllByRole('listitem')).toHaveLength(10);
    const confirm = fetch.requests.find((r) => r.url.endsWith('/enrolment/confirm'));
    expect(await confirm?.json()).toEqual({ code: '123456' });

    await user.click(
      within(section).getByRole('checkbox', { name: 'I have saved my recovery codes' }),
    );
    await user.click(within(section).getByRole('button', { name: 'Continue' }));

    expect(within(section).queryByRole('list', { name: 'Recovery codes' })).toBeNull();
    expect(within(section).getByText('10 of 10')).toBeVisible();
    expect(within(section).getByRole('button', { name: 'Turn off…' })).toBeVisible();
  });
});
