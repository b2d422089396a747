import { ApiError } from '@/shared/api';

/**
 * Spec §8's album errors (ADR 0010): the server answered that it has no such album (4xx:
 * "Album not found (404)"), failed itself (5xx), or never answered (the network failed).
 */
export function albumFailureMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return 'Failed to fetch album details';
  if (error.status >= 400 && error.status < 500) return `Album not found (${error.status})`;
  return 'Failed to load album information';
}
