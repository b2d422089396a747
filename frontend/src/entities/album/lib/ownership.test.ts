/** @jest-environment node */
import { CHECKING, NOT_OWNED, ownershipOf, tracksUnderOwnership } from './ownership';

describe('ownershipOf (spec §4: checking, then owned or not owned)', () => {
  test('access with its grant date is owned', () => {
    expect(
      ownershipOf({ hasAccess: true, accessType: 'soundcheck', grantedAt: '2026-11-25T10:00:00Z' }),
    ).toEqual({ status: 'owned', grantedAt: '2026-11-25T10:00:00Z' });
  });

  test('no access is not owned', () => {
    expect(ownershipOf({ hasAccess: false, accessType: 'soundcheck', grantedAt: null })).toEqual(
      NOT_OWNED,
    );
  });
});

describe('tracksUnderOwnership', () => {
  const soundcheck = (granted: boolean) => ({
    id: 's',
    access_type: 'soundcheck' as const,
    access_granted: granted,
  });
  const free = { id: 'f', access_type: 'free' as const, access_granted: true };

  test('an owned album unlocks its Soundcheck tracks', () => {
    expect(
      tracksUnderOwnership([soundcheck(false), free], { status: 'owned', grantedAt: null }),
    ).toEqual([soundcheck(true), free]);
  });

  test('an album not owned locks them', () => {
    expect(tracksUnderOwnership([soundcheck(true), free], NOT_OWNED)).toEqual([
      soundcheck(false),
      free,
    ]);
  });

  test('without a check, or while it runs, the album reply stands', () => {
    expect(tracksUnderOwnership([soundcheck(true)], null)).toEqual([soundcheck(true)]);
    expect(tracksUnderOwnership([soundcheck(false)], CHECKING)).toEqual([soundcheck(false)]);
  });
});
