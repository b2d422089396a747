import { EntitySchema } from '@mikro-orm/core';

import {
  createdAtColumn,
  updatedAtColumn,
  uuidPrimaryKey,
} from '../../platform/database/schema-helpers.js';
import { ALBUM_INDEXES, ARTIST_INDEXES, TRACK_INDEXES } from './catalogue-indexes.js';
import { ACCESS_TYPES, DEFAULT_ACCESS_TYPE } from './domain/access-type.js';
import { Album } from './domain/album.js';
import { Artist } from './domain/artist.js';
import { Genre } from './domain/genre.js';
import { Mood } from './domain/mood.js';
import { Track } from './domain/track.js';

export const GenreSchema = new EntitySchema<Genre>({
  class: Genre,
  tableName: 'genres',
  properties: { id: uuidPrimaryKey, name: { type: 'string', length: 80, unique: true } },
});

export const MoodSchema = new EntitySchema<Mood>({
  class: Mood,
  tableName: 'moods',
  properties: { id: uuidPrimaryKey, name: { type: 'string', length: 80, unique: true } },
});

export const ArtistSchema = new EntitySchema<Artist>({
  class: Artist,
  tableName: 'artists',
  indexes: ARTIST_INDEXES,
  properties: {
    id: uuidPrimaryKey,
    slug: { type: 'string', length: 160, nullable: true, unique: true },
    name: { type: 'string', length: 200 },
    bio: { type: 'text', nullable: true },
    imageUrl: { type: 'string', length: 500, nullable: true },
    bannerUrl: { type: 'string', length: 500, nullable: true },
    artistLogo: { type: 'string', length: 500, nullable: true },
    socialLinks: { type: 'json', default: '{}', defaultRaw: `'{}'::jsonb` },
    genres: { kind: 'm:n', entity: () => Genre, pivotTable: 'artist_genres', owner: true },
    moods: { kind: 'm:n', entity: () => Mood, pivotTable: 'artist_moods', owner: true },
    albums: { kind: '1:m', entity: () => Album, mappedBy: 'artist' },
    createdAt: createdAtColumn,
    updatedAt: updatedAtColumn,
  },
});

export const AlbumSchema = new EntitySchema<Album>({
  class: Album,
  tableName: 'albums',
  indexes: ALBUM_INDEXES,
  properties: {
    id: uuidPrimaryKey,
    slug: { type: 'string', length: 200, nullable: true, unique: true },
    title: { type: 'string', length: 300 },
    description: { type: 'text', nullable: true },
    artworkUrl: { type: 'string', length: 500, nullable: true },
    releaseDate: { type: 'date', nullable: true },
    accessType: {
      enum: true,
      items: () => [...ACCESS_TYPES],
      nativeEnumName: 'album_access_type',
      default: DEFAULT_ACCESS_TYPE,
    },
    listed: { type: 'boolean', default: true },
    albumGainDb: {
      type: 'decimal',
      precision: 6,
      scale: 2,
      runtimeType: 'number',
      nullable: true,
    },
    artist: { kind: 'm:1', entity: () => Artist, deleteRule: 'cascade', index: true },
    genres: { kind: 'm:n', entity: () => Genre, pivotTable: 'album_genres', owner: true },
    tracks: { kind: '1:m', entity: () => Track, mappedBy: 'album' },
    createdAt: createdAtColumn,
    updatedAt: updatedAtColumn,
  },
});

export const TrackSchema = new EntitySchema<Track>({
  class: Track,
  tableName: 'tracks',
  indexes: TRACK_INDEXES,
  properties: {
    id: uuidPrimaryKey,
    title: { type: 'string', length: 300 },
    trackNumber: { type: 'smallint' },
    durationS: { type: 'decimal', precision: 8, scale: 2, runtimeType: 'number' },
    // Indexed: media looks a track up by either path on every signed-URL request.
    filePath: { type: 'string', length: 500, index: true },
    previewPath: { type: 'string', length: 500, nullable: true, index: true },
    aacPath: { type: 'string', length: 500, nullable: true },
    aacGapless: { type: 'json', nullable: true },
    trackGainDb: {
      type: 'decimal',
      precision: 6,
      scale: 2,
      runtimeType: 'number',
      nullable: true,
    },
    peaksPath: { type: 'string', length: 500, nullable: true },
    explicit: { type: 'boolean', default: false },
    listed: { type: 'boolean', default: true },
    lyricsSynced: { type: 'text', nullable: true },
    lyricsPlain: { type: 'text', nullable: true },
    album: { kind: 'm:1', entity: () => Album, deleteRule: 'cascade', index: true },
    artist: { kind: 'm:1', entity: () => Artist, deleteRule: 'cascade', index: true },
    createdAt: createdAtColumn,
  },
});

export const CATALOGUE_ENTITIES = [GenreSchema, MoodSchema, ArtistSchema, AlbumSchema, TrackSchema];
