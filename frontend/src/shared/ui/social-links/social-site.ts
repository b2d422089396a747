export const SOCIAL_SITES = [
  'instagram',
  'tiktok',
  'youtube',
  'spotify',
  'bandcamp',
  'soundcloud',
  'x',
  'facebook',
  'website',
] as const;
export type SocialSite = (typeof SOCIAL_SITES)[number];

export const SOCIAL_SITE_LABELS: Readonly<Record<SocialSite, string>> = {
  instagram: 'Instagram',
  tiktok: 'TikTok',
  youtube: 'YouTube',
  spotify: 'Spotify',
  bandcamp: 'Bandcamp',
  soundcloud: 'SoundCloud',
  x: 'X',
  facebook: 'Facebook',
  website: 'Website',
};

/** Host names (and their subdomains) of each site, for links filed under another name. */
const HOSTS: readonly (readonly [SocialSite, readonly string[]])[] = [
  ['instagram', ['instagram.com']],
  ['tiktok', ['tiktok.com']],
  ['youtube', ['youtube.com', 'youtu.be']],
  ['spotify', ['spotify.com']],
  ['bandcamp', ['bandcamp.com']],
  ['soundcloud', ['soundcloud.com']],
  ['x', ['x.com', 'twitter.com']],
  ['facebook', ['facebook.com', 'fb.com']],
];

const KEY_ALIASES: Readonly<Record<string, SocialSite>> = { twitter: 'x', fb: 'facebook' };

/** An http(s) address, or null: anything else (javascript:, data:) is never linked. */
export { httpUrl as safeExternalUrl } from '@encore/shared-rules';

/**
 * The site a social link points at: by its key in `social_links` ("instagram", "twitter"), else
 * by the address's host, else a plain website.
 */
export function socialSiteOf(key: string, url: URL): SocialSite {
  const name = key.trim().toLowerCase();
  const byKey = KEY_ALIASES[name] ?? SOCIAL_SITES.find((site) => site === name);
  if (byKey !== undefined) return byKey;
  const host = url.hostname.toLowerCase();
  const byHost = HOSTS.find(([, hosts]) =>
    hosts.some((known) => host === known || host.endsWith(`.${known}`)),
  );
  return byHost?.[0] ?? 'website';
}
