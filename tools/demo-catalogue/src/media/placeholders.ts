// Neutral grey images the frontend shows when an artist or album has no artwork of its own.
import { portraitSvg } from './artist-portrait.js';
import { COVER_SIZE } from './album-cover.js';
import { css, type Palette } from './palettes.js';
import { Rng } from './prng.js';
import { fmt, linearGradient, svgDocument } from './svg.js';

const NEUTRAL: Palette = {
  background: [
    [220, 8, 14],
    [220, 8, 30],
  ],
  accents: [
    [220, 6, 40],
    [220, 6, 50],
    [220, 6, 60],
  ],
  light: [220, 10, 72],
};

/** A fixed seed: the placeholder must look the same on every machine and every run. */
export function artistPlaceholderSvg(): string {
  return portraitSvg(new Rng(7), NEUTRAL, 'short');
}

/** A grey sleeve with a vinyl record and an eighth note, drawn from plain shapes. */
export function albumPlaceholderSvg(): string {
  const s = COVER_SIZE;
  const c = s / 2;
  let grooves = '';
  for (let r = s * 0.12; r < s * 0.36; r += s * 0.018) {
    grooves += `<circle cx="${c}" cy="${c}" r="${fmt(r)}" fill="none" stroke="${css(NEUTRAL.accents[0], 0.5)}" stroke-width="1.5"/>`;
  }
  const note =
    `<ellipse cx="${fmt(c - s * 0.03)}" cy="${fmt(c + s * 0.045)}" rx="${fmt(s * 0.03)}" ry="${fmt(s * 0.022)}" transform="rotate(-20 ${fmt(c - s * 0.03)} ${fmt(c + s * 0.045)})" fill="${css(NEUTRAL.background[0])}"/>` +
    `<path d="M${fmt(c - s * 0.003)} ${fmt(c + s * 0.04)}V${fmt(c - s * 0.07)}q${fmt(s * 0.02)} ${fmt(s * 0.03)} ${fmt(s * 0.05)} ${fmt(s * 0.045)}" fill="none" stroke="${css(NEUTRAL.background[0])}" stroke-width="${fmt(s * 0.009)}" stroke-linecap="round"/>`;
  return svgDocument(
    s,
    s,
    linearGradient(
      'bg',
      [
        [0, css(NEUTRAL.background[1])],
        [1, css(NEUTRAL.background[0])],
      ],
      60,
    ),
    `<rect width="${s}" height="${s}" fill="url(#bg)"/>` +
      `<circle cx="${c}" cy="${c}" r="${fmt(s * 0.38)}" fill="${css(NEUTRAL.background[0])}"/>` +
      grooves +
      `<circle cx="${c}" cy="${c}" r="${fmt(s * 0.11)}" fill="${css(NEUTRAL.light)}"/>` +
      note,
  );
}
