import {
  albumPageMetadata,
  artistPageMetadata,
  type CataloguePageMetadata,
  pageTitle,
  SITE_NAME,
} from '@encore/shared-rules';
import { Injectable } from '@nestjs/common';

import { AppConfig } from '../../../config/index.js';
import {
  type PageHead,
  type PageHeadRoute,
  PageHeads,
  type PageHeadSource,
} from '../../../platform/spa/index.js';
import { PageHeadReads } from './page-head-reads.js';

/**
 * The web client's own pages under `/artist/` (frontend/src/shared/config/routes.ts: the
 * analytics dashboard and the studio): the client's router prefers them to
 * `/artist/:artistIdentifier`, so no artist page head either.
 */
export const CLIENT_PAGES_UNDER_ARTIST: ReadonlySet<string> = new Set(['dashboard', 'studio']);

/**
 * The artist and album pages' heads (spec §9 "Page metadata"), built by the same rules as the
 * web client's (@encore/shared-rules) from one catalogue read each, with addresses made absolute
 * against PUBLIC_URL (never the request's Host: the heads are cached for everyone).
 */
@PageHeads()
@Injectable()
export class CataloguePageHeads implements PageHeadSource {
  private readonly origin: string;
  readonly pageHeads: readonly PageHeadRoute[];

  constructor(
    private readonly reads: PageHeadReads,
    config: AppConfig,
  ) {
    this.origin = new URL(config.env.PUBLIC_URL).origin;
    this.pageHeads = [
      { route: '/artist/:artist', head: ({ artist }) => this.artistHead(artist ?? '') },
      { route: '/artist/:artist/album/:album', head: ({ album }) => this.albumHead(album ?? '') },
      { route: '/album/:album', head: ({ album }) => this.albumHead(album ?? '') },
    ];
  }

  private async artistHead(identifier: string): Promise<PageHead | null> {
    if (CLIENT_PAGES_UNDER_ARTIST.has(identifier)) return null;
    const artist = await this.reads.artist(identifier);
    return artist === null ? null : this.toPageHead(artistPageMetadata(artist, this.origin));
  }

  private async albumHead(identifier: string): Promise<PageHead | null> {
    const album = await this.reads.album(identifier);
    if (album === null) return null;
    const metadata = albumPageMetadata(
      {
        ...album,
        artist: { id: album.artist_id, slug: album.artist_slug, name: album.artist_name },
        trackCount: album.track_count,
      },
      this.origin,
    );
    return this.toPageHead(metadata);
  }

  private toPageHead(metadata: CataloguePageMetadata): PageHead {
    return {
      title: pageTitle(metadata.title),
      description: metadata.description,
      canonicalUrl: new URL(metadata.path, this.origin).href,
      image: metadata.image,
      type: metadata.type,
      siteName: SITE_NAME,
      structuredData: metadata.structuredData,
    };
  }
}
