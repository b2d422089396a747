import { escapeHtml } from '../mail/index.js';
import type { PageHead } from './page-heads.js';

const TITLE = /<title>[\s\S]*?<\/title>/i;
const DESCRIPTION = /<meta\s[^>]*name=["']?description["']?[^>]*>\s*/i;
const HEAD_END = /<\/head>/i;

/**
 * JSON that cannot end its `<script>` element or open a comment inside it: `<`, `>` and `&` (and
 * the two line separators old parsers choke on) are written as JSON `\u` escapes, which read back
 * as the same characters.
 */
export const scriptSafeJson = (data: unknown): string =>
  JSON.stringify(data).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );

const meta = (attribute: 'name' | 'property', key: string, content: string): string =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;

/**
 * The tags one page's head gets: the title, description and canonical link, Open Graph and
 * Twitter card tags (the same keys the web client sets, so it updates them in place), and the
 * JSON-LD (marked as the client marks its own, which replaces it). Every value is escaped.
 */
export function pageHeadTags(head: PageHead): string {
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    `<link rel="canonical" href="${escapeHtml(head.canonicalUrl)}" />`,
    meta('property', 'og:site_name', head.siteName),
    meta('property', 'og:type', head.type),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.canonicalUrl),
    ...(head.image === null ? [] : [meta('property', 'og:image', head.image)]),
    meta('name', 'twitter:card', head.image === null ? 'summary' : 'summary_large_image'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    ...(head.image === null ? [] : [meta('name', 'twitter:image', head.image)]),
  ];
  if (head.structuredData !== null) {
    tags.push(
      `<script type="application/ld+json" data-page-metadata>${scriptSafeJson(head.structuredData)}</script>`,
    );
  }
  return tags.join('\n    ');
}

/**
 * index.html cut once at boot where a page's head goes: its default `<title>` and description
 * are taken out and the page's tags go where the title was (or just before `</head>`). An
 * index.html without a head is sent as it is.
 */
export class IndexTemplate {
  private readonly parts: readonly [string, string] | null;

  constructor(readonly html: string) {
    const withoutDescription = html.replace(DESCRIPTION, '');
    const title = TITLE.exec(withoutDescription);
    const headEnd = HEAD_END.exec(withoutDescription);
    if (title !== null) {
      this.parts = [
        withoutDescription.slice(0, title.index),
        withoutDescription.slice(title.index + title[0].length),
      ];
    } else if (headEnd !== null) {
      this.parts = [
        withoutDescription.slice(0, headEnd.index),
        withoutDescription.slice(headEnd.index),
      ];
    } else {
      this.parts = null;
    }
  }

  /** The page with its own head, or the default index.html for null. */
  render(head: PageHead | null): string {
    if (head === null || this.parts === null) return this.html;
    return `${this.parts[0]}${pageHeadTags(head)}${this.parts[1]}`;
  }
}
