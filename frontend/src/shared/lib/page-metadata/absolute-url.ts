/** Link previews and structured data need absolute addresses; the API sends site-relative ones. */
export const absoluteUrl = (address: string): string =>
  new URL(address, window.location.origin).href;
