import { allSettled, createWatch, fork, type Scope } from 'effector';
import { audioUrlResolved } from '@/entities/player';
import { $sessionToken, $sessionUser, type SessionUser } from '@/entities/session';
import type { Track } from '@/entities/track';
import { trackFixture } from '@/entities/track/index.testing';
import { navigateFx } from '@/shared/lib/navigation';
import { installFakeFetch } from '@/shared/lib/testing';
import { resolveAudioUrl, type ResolvedAudio } from '../api/resolve-audio-url';
import { playRequested } from '../model/play-requested';
import { type Resolution, resolveAudioUrlFx } from '../model/url-resolution';

/** Only this feature's model tests import this: catalogue tracks, sessions and a media server. */
export function track(id: string, changes: Partial<Track> = {}): Track {
  return trackFixture({
    ...{ id, title: `Title ${id}`, duration: 200, file_path: `audio/${id}.mp3` },
    ...{ album_id: 'al-1', album_slug: 'night-ferry', album_title: 'Night Ferry' },
    ...{ artist_id: 'ar-1', artist_slug: 'neon-harbor' },
    ...changes,
  });
}

const mp3Only = (url: string): ResolvedAudio => ({ url, gaplessUrl: null });

export const USER: SessionUser = {
  id: 'u-1',
  email: 'maya@example.com',
  displayName: 'Maya',
  avatarUrl: null,
};
export const TOKEN = 'token-maya';

/**
 * A scope for a member (signed in) or a visitor; navigation is recorded, never performed, and
 * `resolve` replaces the address resolution (the fake media server answers otherwise).
 */
export function scopeFor(
  who: 'member' | 'visitor',
  resolve?: (params: Resolution) => Promise<string>,
) {
  // The tests answer with the MP3's address; a gapless one is theirs to give through the server.
  const answer = resolve && ((params: Resolution) => resolve(params).then(mp3Only));
  const navigated: string[] = [];
  const scope = fork({
    values:
      who === 'member'
        ? [
            [$sessionUser, USER],
            [$sessionToken, TOKEN],
          ]
        : [],
    handlers: [
      [navigateFx, (to: string) => void navigated.push(to)],
      [resolveAudioUrlFx, answer ?? ((params: Resolution) => resolveAudioUrl(params))],
    ],
  });
  /** Every `audioUrlResolved`, as `trackId url`. */
  const resolutions: string[] = [];
  createWatch({
    unit: audioUrlResolved,
    scope,
    fn: ({ trackId, url }) => resolutions.push(`${trackId} ${url}`),
  });
  return { scope, navigated, resolutions };
}

const nowSeconds = () => Math.floor(Date.now() / 1000);
/** A signed address as the media module makes them, valid for `validFor` more seconds. */
export const signed = (path: string, who: string, validFor = 3600) =>
  `/api/media/stream/${path}?u=${who}&exp=${nowSeconds() + validFor}&sig=s`;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export interface MediaServer {
  /** Every call, as `METHOD path` plus the headers the test asserts on. */
  calls: { url: string; authorization: string | null; range: string | null }[];
  urlsFor: (kind: 'audio' | 'preview' | 'stream') => string[];
}

/**
 * Answers the media calls like the backend: a signed address per path (`validFor` seconds), 206
 * for the address itself. `fail` makes one kind of call fail with that status.
 */
export function mediaServer(
  options: {
    validFor?: number;
    fail?: Partial<Record<'audio' | 'preview' | 'stream', number>>;
    /** A storage path whose signing is refused (404), as for a file the server does not have. */
    refusePath?: string;
  } = {},
): MediaServer {
  const calls: MediaServer['calls'] = [];
  let serial = 0;
  installFakeFetch((request) => {
    const { pathname, search, searchParams } = new URL(request.url);
    const url = pathname + search;
    const { headers } = request;
    calls.push({ url, authorization: headers.get('Authorization'), range: headers.get('Range') });
    const kind = pathname.split('/')[3] as 'audio' | 'preview' | 'stream';
    const failure = options.fail?.[kind];
    if (failure !== undefined) return json({ error: `failed ${kind}` }, failure);
    if (kind === 'stream') return new Response('ID3', { status: 206 });
    const path = searchParams.get('filePath') ?? '';
    if (path === options.refusePath) return json({ error: 'File not found' }, 404);
    serial += 1;
    const who = kind === 'audio' ? 'u-1' : 'anon';
    return json({ signedUrl: `${signed(path, who, options.validFor)}${serial}` });
  });
  return {
    calls,
    urlsFor: (kind) =>
      calls.filter((call) => call.url.startsWith(`/api/media/${kind}`)).map((call) => call.url),
  };
}

export const A = track('a', { preview_url: 'previews/a.mp3' });
export const B = track('b', { preview_url: 'previews/b.mp3' });
export const C = track('c', { preview_url: 'previews/c.mp3' });

export const play = (scope: Scope, tracks: Track[], startIndex = 0) =>
  allSettled(playRequested, { scope, params: { tracks, startIndex } });
/** The track id of a recorded resolution. */
export const trackOf = (resolution: string) => resolution.split(' ')[0];
/** Lets pending promises and effects run. */
export const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
