import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

import type { AlbumAccessSubject } from '../access/index.js';
import type { AccessType } from '../catalogue/index.js';

/**
 * What media needs of a track to decide and sign: its files, length, album's access type and
 * whether the public sees it (docs/adr/0044).
 */
export interface PlayableTrack {
  filePath: string;
  /** The AAC rendition the gapless player plays instead (docs/adr/0048); null without one. */
  aacPath: string | null;
  previewPath: string | null;
  durationS: number;
  album: AlbumAccessSubject;
  /** Listed, on a listed album. */
  listed: boolean;
}

interface Row {
  file_path: string;
  aac_path: string | null;
  preview_path: string | null;
  duration_s: number;
  album_id: string;
  access_type: AccessType;
  listed: boolean;
}

const SELECT = `select t.file_path, t.aac_path, t.preview_path, t.duration_s::float8 as duration_s,
         a.id as album_id, a.access_type, t.listed and a.listed as listed
    from tracks t join albums a on a.id = t.album_id`;
/** When tracks share a file, a public one answers for it. */
const ORDER = 'order by t.listed and a.listed desc, t.created_at, t.id limit 1';

/**
 * Read-only look-ups of tracks by storage path (indexed: tracks_file_path, _preview_path and
 * _aac_path).
 */
@Injectable()
export class MediaTracksRepository {
  constructor(private readonly em: EntityManager) {}

  /** A track whose full audio — its MP3 or its AAC rendition — is at this path. */
  findByFullPath(path: string): Promise<PlayableTrack | null> {
    return this.first(`${SELECT} where t.file_path = ? or t.aac_path = ? ${ORDER}`, [path, path]);
  }

  /** A track whose full audio (either rendition) or preview clip is at this path. */
  findByAnyPath(path: string): Promise<PlayableTrack | null> {
    return this.first(
      `${SELECT} where t.file_path = ? or t.aac_path = ? or t.preview_path = ? ${ORDER}`,
      [path, path, path],
    );
  }

  private async first(sql: string, params: string[]): Promise<PlayableTrack | null> {
    const [row] = await this.em.execute<Row[]>(sql, params);
    if (!row) return null;
    return {
      filePath: row.file_path,
      aacPath: row.aac_path,
      previewPath: row.preview_path,
      durationS: row.duration_s,
      album: { id: row.album_id, accessType: row.access_type },
      listed: row.listed,
    };
  }
}
