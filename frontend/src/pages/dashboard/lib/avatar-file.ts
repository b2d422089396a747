/** What the avatar call accepts (spec: JPEG, PNG or WebP, at most 5 MB). */
export const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;

export const AVATAR_TYPE_MESSAGE = 'Choose a JPEG, PNG or WebP image.';
export const AVATAR_SIZE_MESSAGE = 'The image must be 5 MB or smaller.';

/** Why a chosen file cannot be an avatar, or null when it can; checked before uploading. */
export function avatarFileProblem(file: File): string | null {
  if (!AVATAR_TYPES.some((type) => type === file.type)) return AVATAR_TYPE_MESSAGE;
  if (file.size > AVATAR_MAX_BYTES) return AVATAR_SIZE_MESSAGE;
  return null;
}
