import { releaseSummaryFixture } from '@/entities/release/index.testing';
import type { ProfileFacts } from '../api/artist-profile';
import { studioChecklist } from './studio-checklist';

const PROFILE: ProfileFacts = {
  name: 'Neon Harbor',
  identifier: 'neon-harbor',
  hasPhoto: true,
  hasBio: true,
  hasGenres: true,
};

const stepOf = (id: string, steps: ReturnType<typeof studioChecklist>) =>
  steps.find((step) => step.id === id);

describe('studioChecklist', () => {
  test('a new artist: every step to do, with the way to start', () => {
    const steps = studioChecklist({
      profile: { ...PROFILE, hasPhoto: false, hasBio: false },
      releases: [],
      artistId: null,
    });
    expect(steps.map(({ id, done }) => [id, done])).toEqual([
      ['profile', false],
      ['upload', false],
      ['publish', false],
    ]);
    expect(stepOf('profile', steps)?.detail).toBe(
      'Add a photo and a bio: it is what listeners see on your artist page.',
    );
    expect(stepOf('profile', steps)?.action).toEqual({
      label: 'Edit your profile',
      to: '/artist/studio/profile',
    });
    expect(stepOf('profile', steps)?.link).toEqual({
      label: 'See your artist page',
      to: '/artist/neon-harbor',
    });
    expect(stepOf('upload', steps)?.action).toEqual({
      label: 'New release',
      to: '/artist/studio/releases/new',
    });
    expect(stepOf('publish', steps)?.action).toBeNull();
  });

  test('an unknown profile is not ticked, names everything it asks for, and opens the editor', () => {
    const [profile] = studioChecklist({ profile: null, releases: [], artistId: null });
    expect(profile).toMatchObject({
      done: false,
      detail: 'Add a photo, a bio and your genres: it is what listeners see on your artist page.',
      action: { label: 'Edit your profile', to: '/artist/studio/profile' },
      link: null,
    });
  });

  test('a draft on its way: continue it; once it has ready tracks, publish it', () => {
    const processing = releaseSummaryFixture({
      id: 'r1',
      title: 'Night Ferry',
      track_count: 3,
      ready_track_count: 0,
    });
    let steps = studioChecklist({ profile: PROFILE, releases: [processing], artistId: null });
    expect(stepOf('upload', steps)).toMatchObject({
      done: false,
      detail: '“Night Ferry”: 0 of 3 tracks ready.',
      action: { label: 'Continue “Night Ferry”', to: '/artist/studio/releases/r1' },
    });

    steps = studioChecklist({
      profile: PROFILE,
      releases: [{ ...processing, ready_track_count: 2 }],
      artistId: null,
    });
    expect(stepOf('upload', steps)?.done).toBe(true);
    expect(stepOf('publish', steps)).toMatchObject({
      done: false,
      action: { label: 'Publish “Night Ferry”', to: '/artist/studio/releases/r1' },
    });
  });

  test('a scheduled or published release completes the last step', () => {
    const scheduled = releaseSummaryFixture({
      state: 'scheduled',
      scheduled_for: '2026-12-24T18:00:00Z',
    });
    expect(
      stepOf(
        'publish',
        studioChecklist({
          profile: PROFILE,
          releases: [scheduled],
          artistId: null,
          timeZone: 'UTC',
        }),
      ),
    ).toMatchObject({ done: true, detail: '“Night Ferry” goes public on 24 Dec 2026, 18:00.' });
    const published = releaseSummaryFixture({ state: 'published' });
    expect(
      stepOf(
        'publish',
        studioChecklist({ profile: PROFILE, releases: [published], artistId: null }),
      ),
    ).toMatchObject({ done: true, detail: '“Night Ferry” is public.' });
  });

  test("an admin's new release and profile edits are for the artist they opened", () => {
    const steps = studioChecklist({ profile: PROFILE, releases: [], artistId: 'a-1' });
    expect(stepOf('upload', steps)?.action?.to).toBe('/artist/studio/releases/new?artist_id=a-1');
    expect(stepOf('profile', steps)?.action?.to).toBe('/artist/studio/profile?artist_id=a-1');
    expect(stepOf('profile', steps)).toMatchObject({
      done: true,
      link: { to: '/artist/neon-harbor' },
    });
  });
});
