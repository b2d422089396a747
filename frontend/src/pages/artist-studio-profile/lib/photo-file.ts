/** What the photo call takes (backend profile/profile.errors.ts, like avatars). */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;

/** Why a chosen file cannot be the photo, or null; the server checks its bytes. */
export function photoProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!PHOTO_TYPES.some((type) => type === file.type)) return 'Choose a JPEG, PNG or WebP image.';
  if (file.size > PHOTO_MAX_BYTES) return 'Photos must be 5 MB or smaller.';
  return null;
}
