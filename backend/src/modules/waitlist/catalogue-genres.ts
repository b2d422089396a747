import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

import { CatalogueService, Genre } from '../catalogue/index.js';

/** The catalogue's genres, as the artist form may pick them (spec §2). */
@Injectable()
export class CatalogueGenres {
  constructor(
    private readonly catalogue: CatalogueService,
    private readonly em: EntityManager,
  ) {}

  /** The names `GET /api/public/genres` lists. */
  async names(): Promise<string[]> {
    return (await this.catalogue.genres()).map((genre) => genre.name);
  }

  /** The first id that is no genre's, or undefined when every one is. */
  async firstUnknownId(ids: readonly string[]): Promise<string | undefined> {
    if (ids.length === 0) return undefined;
    const known = await this.em.fork().find(Genre, { id: { $in: [...ids] } }, { fields: ['id'] });
    const knownIds = new Set(known.map((genre) => genre.id.toLowerCase()));
    return ids.find((id) => !knownIds.has(id.toLowerCase()));
  }
}
