import type { components } from '@/shared/api';
import { ROUTES } from '@/shared/config';

/** A release as the studio edits it (GET /api/studio/releases/{id}), typed by the OpenAPI schema. */
export type StudioRelease = components['schemas']['StudioReleaseDto'];
/** One of its tracks, with the upload and processing of its master. */
export type StudioTrack = components['schemas']['StudioTrackDto'];
/** A release as the studio lists it (GET /api/studio/releases). */
export type StudioReleaseSummary = components['schemas']['StudioReleaseSummaryDto'];
export type StudioReleaseList = components['schemas']['StudioReleaseListDto'];
/** Something the release lacks before it may be published, in the artist's words. */
export type MissingItem = components['schemas']['MissingItemDto'];

export type ReleaseState = StudioRelease['state'];
export type ReleaseType = StudioRelease['release_type'];
export type StudioAccessType = NonNullable<StudioRelease['access_type']>;
export type TrackState = StudioTrack['state'];
export type ProcessingStep = NonNullable<StudioTrack['step']>;

/** The release's editor in the studio; the route takes the id as it is (a UUID). */
export const studioReleasePath = (releaseId: string): string =>
  ROUTES.artistStudioRelease.replace(':releaseId', encodeURIComponent(releaseId));

/**
 * A studio address for an admin working for another artist (the server reads `artist_id`, as
 * the dashboard does); an artist's own studio needs none.
 */
export const withArtistId = (path: string, artistId: string | null): string =>
  artistId === null ? path : `${path}?artist_id=${encodeURIComponent(artistId)}`;
