/**
 * The reason an admin gives when taking a release down or restoring it (POST
 * /api/admin/releases/{id}/take-down and /restore), in characters (Unicode code points, as the
 * server's JSON Schema counts them): the artist reads it in the studio and in a mail. The server
 * refuses more; the admin page says so first.
 */
export const RELEASE_DECISION_REASON_MAX_LENGTH = 1000;
