/** Roles come from the server; the client checks only `admin` explicitly (spec §6). */
export const ROLES = ['listener', 'artist', 'admin'] as const;
export type Role = (typeof ROLES)[number];
