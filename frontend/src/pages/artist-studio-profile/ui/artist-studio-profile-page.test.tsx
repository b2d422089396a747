import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { MemoryRouter } from 'react-router';
import { $sessionRole, $sessionStatus, type Role, SessionProvider } from '@/entities/session';
import type { ProfileChanges, StudioProfile } from '../api/studio-profile';
import { fetchGenresFx, fetchProfileFx, saveProfileFx } from '../model/profile-editor';
import { GENRE_NAMES, nameTakenError, profileFixture } from '../testing/profile-fixtures';
import { ArtistStudioProfilePage } from './artist-studio-profile-page';

function renderPage({
  role = 'artist',
  save = (changes: ProfileChanges) => Promise.resolve(profileFixture(changes as object)),
}: { role?: Role; save?: (changes: ProfileChanges) => Promise<StudioProfile> } = {}) {
  const saved: ProfileChanges[] = [];
  const scope = fork({
    values: [
      [$sessionStatus, 'authenticated'],
      [$sessionRole, role],
    ],
    handlers: [
      [fetchProfileFx, () => Promise.resolve(profileFixture())],
      [fetchGenresFx, () => Promise.resolve(GENRE_NAMES)],
      [
        saveProfileFx,
        ({ changes }: { changes: ProfileChanges }) => {
          saved.push(changes);
          return save(changes);
        },
      ],
    ],
  });
  render(
    <Provider value={scope}>
      <SessionProvider>
        <MemoryRouter initialEntries={['/artist/studio/profile']}>
          <ArtistStudioProfilePage />
        </MemoryRouter>
      </SessionProvider>
    </Provider>,
  );
  return { saved };
}

const preview = () => screen.getByRole('region', { name: 'What listeners see' });

describe('/artist/studio/profile', () => {
  test('the profile beside what listeners see, all saved, with the way to the public page', async () => {
    renderPage();
    const form = await screen.findByRole('form', { name: 'Profile' });
    expect(within(form).getByRole('textbox', { name: /Artist name/ })).toHaveValue('Neon Harbor');
    expect(within(form).getByText('All saved')).toBeInTheDocument();
    expect(within(form).getByText(/^45 of 3,000 characters/)).toBeInTheDocument();
    expect(
      within(preview()).getByRole('heading', { level: 3, name: 'Neon Harbor' }),
    ).toBeInTheDocument();
    expect(within(preview()).getByRole('link', { name: 'Open your artist page' })).toHaveAttribute(
      'href',
      '/artist/neon-harbor',
    );
    expect(screen.getByRole('link', { name: 'Studio' })).toHaveAttribute('href', '/artist/studio');
  });

  test('typing shows in the preview at once; links move by keyboard, and focus stays with them', async () => {
    const user = userEvent.setup();
    const { saved } = renderPage();
    const name = await screen.findByRole('textbox', { name: /Artist name/ });
    await user.clear(name);
    await user.type(name, 'Neon Harbour');
    expect(
      within(preview()).getByRole('heading', { level: 3, name: 'Neon Harbour' }),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add a link' }));
    const third = screen.getByRole('textbox', { name: 'Link 3' });
    expect(third).toHaveFocus();
    await user.type(third, 'https://neonharbor.example/tour');
    const up = screen.getByRole('button', { name: 'Move link 3 up' });
    up.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('textbox', { name: 'Link 2' })).toHaveValue(
      'https://neonharbor.example/tour',
    );
    expect(screen.getByRole('button', { name: 'Move link 2 up' })).toHaveFocus();
    const links = within(preview()).getByRole('list', { name: 'Neon Harbour elsewhere' });
    expect(
      within(links)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      'https://neonharbor.bandcamp.com/',
      'https://neonharbor.example/tour',
      'https://www.instagram.com/neonharbor.music',
    ]);

    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(saved).toEqual([
      {
        name: 'Neon Harbour',
        links: [
          'https://neonharbor.bandcamp.com/',
          'https://neonharbor.example/tour',
          'https://www.instagram.com/neonharbor.music',
        ],
      },
    ]);
    expect(await screen.findByText('All saved')).toBeInTheDocument();
  });

  test("a link the server would refuse is marked at its row; the server's words mark the name", async () => {
    const user = userEvent.setup();
    renderPage({ save: () => Promise.reject(nameTakenError()) });
    await screen.findByRole('form', { name: 'Profile' });
    await user.clear(screen.getByRole('textbox', { name: 'Link 1' }));
    await user.type(screen.getByRole('textbox', { name: 'Link 1' }), 'http://neonharbor.example');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(screen.getByRole('textbox', { name: 'Link 1' })).toHaveAccessibleDescription(
      'Use the secure address: it starts with https://.',
    );

    await user.click(screen.getByRole('button', { name: 'Remove link 1' }));
    expect(screen.getByRole('textbox', { name: 'Link 1' })).toHaveFocus();
    await user.type(screen.getByRole('textbox', { name: /Artist name/ }), ' 2');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(
      await screen.findByText(/^Another artist on Encore is already at \/artist\/celine-vasseur/),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Artist name/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  test('a listener is told the studio is for artists', async () => {
    renderPage({ role: 'listener' });
    expect(
      await screen.findByRole('heading', { name: 'The studio is for artists' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Profile' })).toBeNull();
  });
});
