import { ApiError } from '@/shared/api';
import { studioRefusalOf } from './studio-refusal';

/**
 * How a studio page shows a read that failed: refused (asking again changes nothing, so no
 * retry), or failed (the network, the server: worth a retry).
 */
export type StudioLoadFailure = 'refused' | 'failed';

/** The studio home's list, the profile: any read that names no release. */
export const studioLoadStatusOf = (error: unknown): StudioLoadFailure =>
  studioRefusalOf(error) === null ? 'failed' : 'refused';

/**
 * A read of one release by its id: a 404 that is no refusal means there is no such release
 * (deleted, or an address typed wrong), which a retry cannot fix either.
 */
export function releaseLoadStatusOf(error: unknown): StudioLoadFailure | 'not_found' {
  const status = studioLoadStatusOf(error);
  return status === 'failed' && error instanceof ApiError && error.status === 404
    ? 'not_found'
    : status;
}
