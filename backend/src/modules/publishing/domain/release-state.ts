/**
 * A release's life (docs/adr/0041). Only `published` is ever visible to the public catalogue,
 * search, discover, media and analytics; `taken_down` hides it again (an admin's decision, with a
 * reason) while every buyer keeps what they bought.
 *
 *   draft ──publish now──▶ published ──unpublish──▶ draft
 *     │  ──publish at t──▶ scheduled ──t comes──▶ published
 *     │                      └──unpublish──▶ draft
 *   any but taken_down ──take down──▶ taken_down ──restore──▶ draft
 */
export const RELEASE_STATES = ['draft', 'scheduled', 'published', 'taken_down'] as const;
export type ReleaseState = (typeof RELEASE_STATES)[number];

export const RELEASE_TYPES = ['album', 'ep', 'single'] as const;
export type ReleaseType = (typeof RELEASE_TYPES)[number];

export type ReleaseAction =
  'publish_now' | 'schedule' | 'scheduled_time_came' | 'unpublish' | 'take_down' | 'restore';

const TRANSITIONS: Record<ReleaseAction, Partial<Record<ReleaseState, ReleaseState>>> = {
  publish_now: { draft: 'published', scheduled: 'published' },
  schedule: { draft: 'scheduled', scheduled: 'scheduled' },
  scheduled_time_came: { scheduled: 'published' },
  unpublish: { published: 'draft', scheduled: 'draft' },
  take_down: { draft: 'taken_down', scheduled: 'taken_down', published: 'taken_down' },
  restore: { taken_down: 'draft' },
};

/** The state `action` leads to from `state`, or null when it is not allowed there. */
export function releaseStateAfter(state: ReleaseState, action: ReleaseAction): ReleaseState | null {
  return TRANSITIONS[action][state] ?? null;
}

/** The artist may change the release's tracks (add, remove, swap a master) only before it is public. */
export const tracksEditable = (state: ReleaseState): boolean => state === 'draft';

/** A draft that was never published may be deleted; anything once public stays (sales, plays). */
export const deletable = (state: ReleaseState, everPublished: boolean): boolean =>
  state === 'draft' && !everPublished;
