import { apiClient, unwrap, uploadFile } from '@/shared/api';
import { type Profile, type ProfileChanges, parseAvatarUrl, toProfile } from './profile';

// Spec §7: these calls return null on failure. `onFailure` hears why, so the page can show the
// server's text ("Failed to upload avatar: …") without the wrappers throwing.

export type FailureListener = (error: Error) => void;

async function orNull<T>(call: () => Promise<T>, onFailure?: FailureListener): Promise<T | null> {
  try {
    return await call();
  } catch (error) {
    onFailure?.(error instanceof Error ? error : new Error(String(error)));
    return null;
  }
}

/** GET /api/user/profile — the profile, or null on failure. */
export function fetchProfile(onFailure?: FailureListener): Promise<Profile | null> {
  return orNull(async () => toProfile(unwrap(await apiClient.GET('/api/user/profile'))), onFailure);
}

/** PUT /api/user/profile — the updated profile, or null on failure. */
export function updateProfile(
  changes: ProfileChanges,
  onFailure?: FailureListener,
): Promise<Profile | null> {
  return orNull(
    async () => toProfile(unwrap(await apiClient.PUT('/api/user/profile', { body: changes }))),
    onFailure,
  );
}

export interface AvatarUploadOptions {
  onProgress?: (fraction: number) => void;
  onFailure?: FailureListener;
}

/** POST /api/user/avatar (multipart field `file`) — the new avatar's url, or null on failure. */
export function uploadAvatar(
  file: File,
  { onProgress, onFailure }: AvatarUploadOptions = {},
): Promise<string | null> {
  const form = new FormData();
  form.append('file', file);
  return orNull(
    async () =>
      parseAvatarUrl(await uploadFile('/api/user/avatar', form, onProgress ? { onProgress } : {})),
    onFailure,
  );
}
