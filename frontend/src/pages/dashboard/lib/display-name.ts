/** The server's rule for display names (1–60 characters once trimmed), checked before sending. */
export const DISPLAY_NAME_MAX_LENGTH = 60;
export const DISPLAY_NAME_LENGTH_MESSAGE = `Display name must be 1 to ${DISPLAY_NAME_MAX_LENGTH} characters.`;

export function displayNameProblem(name: string): string | null {
  const length = name.trim().length;
  return length >= 1 && length <= DISPLAY_NAME_MAX_LENGTH ? null : DISPLAY_NAME_LENGTH_MESSAGE;
}
