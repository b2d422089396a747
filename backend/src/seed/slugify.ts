/**
 * URL slug from a display name: accents folded ("Céline" → "celine"), "&" read as "and", apostrophes dropped, every
 * other run of non-alphanumerics one hyphen. Used for media file keys and bulk slugs.
 */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/ø/gi, 'o')
    .replace(/æ/gi, 'ae')
    .replace(/ß/g, 'ss')
    .replace(/&/g, ' and ')
    .replace(/['’]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
