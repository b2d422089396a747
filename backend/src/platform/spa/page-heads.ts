import { type INestApplication, SetMetadata } from '@nestjs/common';
import { ModulesContainer } from '@nestjs/core';

/**
 * What link previews, chat apps and crawlers read of one page without running its JavaScript:
 * the server writes it into the `<head>` of the index.html it sends (docs/adr/0023).
 */
export interface PageHead {
  /** The whole document title ("Windfall by Ghost Orchard · Encore"). */
  title: string;
  description: string;
  /** Absolute: `<link rel="canonical">` and `og:url`. */
  canonicalUrl: string;
  /** Absolute; null for a page without a picture (a `summary` card then). */
  image: string | null;
  /** Open Graph type (`profile`, `music.album`, …). */
  type: string;
  siteName: string;
  /** schema.org JSON-LD, or null for none. */
  structuredData: Record<string, unknown> | null;
}

/** Path parameters of a matched route, decoded (`/album/:album` → `{ album: 'windfall' }`). */
export type RouteParams = Readonly<Record<string, string>>;

export interface PageHeadRoute {
  /** A client route, `:name` standing for one path segment: `/artist/:artist/album/:album`. */
  route: string;
  /** The page's head, or null when nothing is known of it (the default index.html is sent). */
  head(params: RouteParams): Promise<PageHead | null>;
}

/**
 * A module that knows the facts of some client pages declares a provider with `@PageHeads()`
 * implementing this; the SPA fallback finds every one at boot (like `@FastifyRoutes`).
 */
export interface PageHeadSource {
  readonly pageHeads: readonly PageHeadRoute[];
}

const PAGE_HEADS = 'encore:page-heads';

export const PageHeads = (): ClassDecorator => SetMetadata(PAGE_HEADS, true);

/** Every route the `@PageHeads` providers describe, in module order. */
export function declaredPageHeads(app: INestApplication): PageHeadRoute[] {
  const routes: PageHeadRoute[] = [];
  for (const module of app.get(ModulesContainer).values()) {
    for (const { metatype, instance } of module.providers.values()) {
      if (metatype && Reflect.getMetadata(PAGE_HEADS, metatype)) {
        routes.push(...(instance as PageHeadSource).pageHeads);
      }
    }
  }
  return routes;
}
