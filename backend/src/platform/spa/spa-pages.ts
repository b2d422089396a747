import { ExpiringCache } from './expiring-cache.js';
import { IndexTemplate } from './page-head-html.js';
import type { PageHead, PageHeadRoute } from './page-heads.js';
import { RouteTable } from './route-table.js';

/**
 * A shared link's head is at most this old: a renamed album previews right, and one taken down
 * (docs/adr/0044) has no head any more, within a second. Bursts of one address (a link posted in
 * a busy chat) still share one look-up.
 */
export const PAGE_HEAD_TTL_MS = 1_000;
/** Heads kept in memory (the unknown addresses asked for count too). */
export const PAGE_HEAD_CACHE_ENTRIES = 1000;

export interface PageHeadLog {
  warn(details: object, message: string): void;
}

/**
 * The HTML of each client route: index.html with the head the module describing that route
 * gives (looked up once per address per TTL), or index.html as built for every other path, an
 * unknown artist or album, or a look-up that failed (the page itself still works).
 */
export class SpaPages {
  private readonly template: IndexTemplate;
  private readonly routes: RouteTable<PageHeadRoute>;
  private readonly heads = new ExpiringCache<PageHead | null>({
    ttlMs: PAGE_HEAD_TTL_MS,
    maxEntries: PAGE_HEAD_CACHE_ENTRIES,
  });

  constructor(indexHtml: string, pageHeads: readonly PageHeadRoute[]) {
    this.template = new IndexTemplate(indexHtml);
    this.routes = new RouteTable(pageHeads);
  }

  async html(pathname: string, log: PageHeadLog): Promise<string> {
    const match = this.routes.match(pathname);
    if (match === null) return this.template.html;
    try {
      const head = await this.heads.getOrLoad(pathname, () => match.entry.head(match.params));
      return this.template.render(head);
    } catch (error) {
      log.warn({ err: error, route: match.entry.route }, 'Page head look-up failed');
      return this.template.html;
    }
  }
}
