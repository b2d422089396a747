/** @jest-environment node */
import { emptyFanDraft, fanSubmission } from './fan-payload';

describe('fanSubmission (spec §3)', () => {
  test('is_subscribed starts ticked', () => {
    expect(emptyFanDraft().is_subscribed).toBe(true);
  });

  test('sends the answers trimmed, pickers from the shared lists', () => {
    expect(
      fanSubmission({
        ...emptyFanDraft(),
        name: ' Grace ',
        email: ' grace@example.com',
        favourite_artist: ' The Analytical Engines ',
        streaming_platform: 'tidal',
        country: 'IE',
        referral_source: 'friend',
        is_subscribed: false,
      }),
    ).toEqual({
      name: 'Grace',
      email: 'grace@example.com',
      favourite_artist: 'The Analytical Engines',
      streaming_platform: 'tidal',
      country: 'IE',
      referral_source: 'friend',
      is_subscribed: false,
    });
  });

  test('unanswered and unknown answers are left out', () => {
    expect(
      fanSubmission({ ...emptyFanDraft(), name: 'G', email: 'g@example.com', country: 'ZZ' }),
    ).toEqual({ name: 'G', email: 'g@example.com', is_subscribed: true });
  });
});
