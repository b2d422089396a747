import { pageTitle } from '@encore/shared-rules';
import { APP_NAME } from '@/shared/config';
import { absoluteUrl } from './absolute-url';

/** What search engines and link previews read about one page (spec §9 "Page metadata"). */
export interface PageMetadata {
  /** The page's own title; the tab reads "{title} · Encore". */
  title: string;
  description: string;
  /** Site-relative or absolute; made absolute for link previews. */
  image?: string | null;
  /** Open Graph type: `profile` for an artist, `music.album` for an album. */
  type: 'profile' | 'music.album' | 'website';
  /** schema.org JSON-LD (see structured-data.ts). */
  structuredData?: Record<string, unknown>;
}

type MetaAttribute = 'name' | 'property';

/** Sets one <meta> and returns how to put back what was there before. */
function setMeta(attribute: MetaAttribute, key: string, content: string): () => void {
  const existing = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (existing !== null) {
    const previous = existing.content;
    existing.content = content;
    return () => {
      existing.content = previous;
    };
  }
  const created = document.createElement('meta');
  created.setAttribute(attribute, key);
  created.content = content;
  document.head.append(created);
  return () => {
    created.remove();
  };
}

function addStructuredData(data: Record<string, unknown>): () => void {
  // The server's copy, written into the HTML of the page first opened (docs/adr/0023), gives way
  // to the page's own, so a page never carries two and the next page carries none.
  document.head.querySelectorAll('script[data-page-metadata]').forEach((stale) => {
    stale.remove();
  });
  const script = document.createElement('script');
  script.type = 'application/ld+json';
  script.dataset.pageMetadata = '';
  script.textContent = JSON.stringify(data);
  document.head.append(script);
  return () => {
    script.remove();
  };
}

/**
 * Writes the title, description, Open Graph and Twitter tags and the JSON-LD of one page, and
 * returns the clean-up that restores the head as it was (the next page starts from index.html's).
 */
export function applyPageMetadata(metadata: PageMetadata): () => void {
  const previousTitle = document.title;
  const title = pageTitle(metadata.title);
  const image = metadata.image ? absoluteUrl(metadata.image) : null;
  document.title = title;
  const restores = [
    setMeta('name', 'description', metadata.description),
    setMeta('property', 'og:title', title),
    setMeta('property', 'og:description', metadata.description),
    setMeta('property', 'og:type', metadata.type),
    setMeta('property', 'og:url', absoluteUrl(window.location.pathname)),
    setMeta('property', 'og:site_name', APP_NAME),
    setMeta('name', 'twitter:card', image === null ? 'summary' : 'summary_large_image'),
    setMeta('name', 'twitter:title', title),
    setMeta('name', 'twitter:description', metadata.description),
  ];
  if (image !== null) {
    restores.push(setMeta('property', 'og:image', image), setMeta('name', 'twitter:image', image));
  }
  if (metadata.structuredData !== undefined) {
    restores.push(addStructuredData(metadata.structuredData));
  }
  return () => {
    restores.reverse().forEach((restore) => {
      restore();
    });
    document.title = previousTitle;
  };
}
