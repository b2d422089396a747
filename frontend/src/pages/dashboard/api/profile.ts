import { parseRole, type Role } from '@/entities/session';

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

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

function parseArtist(value: unknown): ManagedArtist | null {
  if (!isRecord(value)) return null;
  const id = text(value.id);
  const name = text(value.name);
  return id === null || name === null ? null : { id, name, slug: text(value.slug) };
}

/** Reads the profile reply; throws when it lacks the fields every profile has. */
export function parseProfile(body: unknown): Profile {
  if (!isRecord(body)) throw new Error('The profile reply was empty.');
  const id = text(body.id);
  const email = text(body.email);
  if (id === null || email === null) throw new Error('The profile reply had no id or email.');
  return {
    id,
    email,
    displayName: text(body.display_name) || email,
    avatarUrl: text(body.avatar_url) || null,
    role: parseRole(body.role),
    createdAt: text(body.created_at) ?? '',
    artist: parseArtist(body.artist),
  };
}

/** Reads the avatar upload reply `{ url }`. */
export function parseAvatarUrl(body: unknown): string {
  const url = isRecord(body) ? text(body.url) : null;
  if (url === null || url === '') throw new Error('The avatar reply had no url.');
  return url;
}
