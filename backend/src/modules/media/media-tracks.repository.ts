import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

import type { AlbumAccessSubject } from '../access/index.js';
import type { AccessType } from '../catalogue/index.js';

/** What media needs of a track to decide and sign: its files, length and album's access type. */
export interface PlayableTrack {
  filePath: string;
  previewPath: string | null;
  durationS: number;
  album: AlbumAccessSubject;
}

interface Row {
  file_path: string;
  preview_path: string | null;
  duration_s: number;
  album_id: string;
  access_type: AccessType;
}

const SELECT = `select t.file_path, t.preview_path, t.duration_s::float8 as duration_s,
         a.id as album_id, a.access_type
    from tracks t join albums a on a.id = t.album_id`;

/** Read-only look-ups of tracks by storage path (indexed: tracks_file_path / _preview_path). */
@Injectable()
export class MediaTracksRepository {
  constructor(private readonly em: EntityManager) {}

  findByFilePath(filePath: string): Promise<PlayableTrack | null> {
    return this.first(`${SELECT} where t.file_path = ? order by t.created_at, t.id limit 1`, [
      filePath,
    ]);
  }

  /** A track whose full file or preview clip is at this path. */
  findByAnyPath(path: string): Promise<PlayableTrack | null> {
    return this.first(
      `${SELECT} where t.file_path = ? or t.preview_path = ? order by t.created_at, t.id limit 1`,
      [path, path],
    );
  }

  private async first(sql: string, params: string[]): Promise<PlayableTrack | null> {
    const [row] = await this.em.execute<Row[]>(sql, params);
    if (!row) return null;
    return {
      filePath: row.file_path,
      previewPath: row.preview_path,
      durationS: row.duration_s,
      album: { id: row.album_id, accessType: row.access_type },
    };
  }
}
