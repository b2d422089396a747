import { parseRole, type Role } from '@/entities/session';
import type { components } from '@/shared/api';

export interface ManagedArtist {
  id: string;
  slug: string | null;
  name: string;
}

export interface Profile {
  id: string;
  email: string;
  displayName: string;
  avatarUrl: string | null;
  role: Role | null;
  /** ISO date-time the account was created. */
  createdAt: string;
  /** The artist page an artist account manages. */
  artist: ManagedArtist | null;
}

/** What the profile form changes; avatars go through the avatar call instead. */
export interface ProfileChanges {
  display_name?: string;
}

/** The profile reply (typed by the generated client) as the page shows it. */
export function toProfile(reply: components['schemas']['ProfileDto']): Profile {
  return {
    id: reply.id,
    email: reply.email,
    displayName: reply.display_name || reply.email,
    avatarUrl: reply.avatar_url || null,
    role: parseRole(reply.role),
    createdAt: reply.created_at,
    artist: reply.artist && {
      id: reply.artist.id,
      name: reply.artist.name,
      slug: reply.artist.slug,
    },
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

// The avatar upload is an XMLHttpRequest (fetch reports no upload progress), so its reply is
// read here rather than typed by the client.
/** Reads the avatar upload reply `{ url }`. */
export function parseAvatarUrl(body: unknown): string {
  const url = isRecord(body) ? body.url : null;
  if (typeof url !== 'string' || url === '') throw new Error('The avatar reply had no url.');
  return url;
}
