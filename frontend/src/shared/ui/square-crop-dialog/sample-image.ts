/**
 * A stand-in for a chosen image in stories and tests: an SVG of `width` × `height` (a gradient
 * with a sun and a grid, so where a crop sits can be seen), with its size as a decoded image has.
 */
export function sampleImage(
  width: number,
  height: number,
): { src: string; width: number; height: number } {
  const sun = Math.min(width, height) / 4;
  const svg = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">',
    '<stop offset="0" stop-color="#1d3557"/><stop offset="1" stop-color="#e76f51"/>',
    '</linearGradient>',
    `<pattern id="p" width="${width / 10}" height="${width / 10}" patternUnits="userSpaceOnUse">`,
    `<path d="M0 0H${width / 10}V${width / 10}" fill="none" stroke="#ffffff" stroke-opacity="0.25" stroke-width="4"/>`,
    '</pattern></defs>',
    `<rect width="${width}" height="${height}" fill="url(#g)"/>`,
    `<rect width="${width}" height="${height}" fill="url(#p)"/>`,
    `<circle cx="${width * 0.7}" cy="${height * 0.4}" r="${sun}" fill="#e4ff1a"/>`,
    '</svg>',
  ].join('');
  return { src: `data:image/svg+xml,${encodeURIComponent(svg)}`, width, height };
}
