import { join } from 'node:path';

import sharp from 'sharp';

import { type ArtistBody, publicGet } from '../support/catalogue.js';
import { call } from '../support/http.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { listedGenre, ok, studio, studioArtist, type StudioArtist } from './releases-suite.js';

/**
 * The studio profile specs' shared set-up (issue 25): an app, an artist of its own, a listed
 * genre, the profile's routes as one caller, and the artist page as the public reads it. A spec
 * calls useProfileApp() once at its top.
 */
export interface Profile {
  artist_id: string;
  name: string;
  slug: string | null;
  bio: string | null;
  photo_url: string | null;
  links: string[];
  genres: string[];
  country: string | null;
  banner_url: string | null;
  artist_logo: string | null;
  moods: string[];
}

export interface PublicArtist extends ArtistBody {
  bio: string | null;
  image_url: string | null;
  social_links: Record<string, string>;
}

export let t: TestApp;
export let artist: StudioArtist;
export let genre: string;

/** Registers the app's start and stop around the calling spec. */
export function useProfileApp(): void {
  beforeAll(async () => {
    t = await startTestApp();
    artist = await studioArtist(t.baseUrl);
    genre = await listedGenre();
  });
  afterAll(async () => {
    await t.close();
  });
}

export const profileOf = (token: string, query = '') => {
  const as = studio(t.baseUrl, token);
  return {
    get: () => as.get<Profile>(`/profile${query}`),
    patch: (body: unknown) => as.patch<Profile>(`/profile${query}`, body),
    upload: (file: Buffer, name = 'photo.jpg') =>
      as.upload<Profile>(`/profile/photo${query}`, file, name),
    remove: () =>
      call<Profile>(t.baseUrl, 'DELETE', `/api/studio/profile/photo${query}`, { token }),
  };
};
export const publicArtist = async (artistId: string) =>
  ok(await publicGet<PublicArtist>(t.baseUrl, `artist/${artistId}`));
export const unique = (words: string) => `${words} ${Math.random().toString(36).slice(2, 8)}`;

/** A photo as a phone writes it: JPEG with the camera's EXIF. */
export const cameraPhoto = (format: 'jpeg' | 'png' = 'jpeg', width = 900, height = 600) =>
  sharp({ create: { width, height, channels: 3, background: '#1a6bff' } })
    .withMetadata({ exif: { IFD0: { Copyright: 'secret-camera-owner' } } })
    .toFormat(format)
    .toBuffer();
export const stored = (url: string) => join(t.config.env.MEDIA_DIR, url.replace('/media/', ''));
