import type { Locator, Page } from '@playwright/test';

/** What `setFiles` / `setInputFiles` take for a file made in the test. */
export interface FilePayload {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

const SAMPLE_RATE = 44_100;
const CHANNELS = 2;
const BYTES_PER_SAMPLE = 2;

/**
 * A real master: a 16-bit stereo 44.1 kHz PCM WAV of a 440 Hz sine, written with its 44-byte
 * RIFF header. Longer than the 30-second preview, so the studio lets the artist move its start.
 */
export function sineWav(name: string, seconds: number, frequencyHz = 440): FilePayload {
  return toneWav(name, seconds, () => frequencyHz);
}

/**
 * A master whose pitch says where in it a moment is: second n (from 0) is a sine of
 * 300 + 100·n Hz, so the frequency at the start of a preview tells which second it was cut from.
 */
export function steppedToneWav(name: string, seconds: number): FilePayload {
  return toneWav(name, seconds, (second) => steppedToneHz(second));
}

/** The pitch of `steppedToneWav`'s second `second`. */
export const steppedToneHz = (second: number): number => 300 + 100 * Math.floor(second);

function toneWav(name: string, seconds: number, hzAt: (second: number) => number): FilePayload {
  const frames = Math.round(seconds * SAMPLE_RATE);
  const dataBytes = frames * CHANNELS * BYTES_PER_SAMPLE;
  const buffer = Buffer.alloc(44 + dataBytes);
  buffer.write('RIFF', 0, 'ascii');
  buffer.writeUInt32LE(36 + dataBytes, 4);
  buffer.write('WAVE', 8, 'ascii');
  buffer.write('fmt ', 12, 'ascii');
  buffer.writeUInt32LE(16, 16); // the fmt chunk's size
  buffer.writeUInt16LE(1, 20); // PCM
  buffer.writeUInt16LE(CHANNELS, 22);
  buffer.writeUInt32LE(SAMPLE_RATE, 24);
  buffer.writeUInt32LE(SAMPLE_RATE * CHANNELS * BYTES_PER_SAMPLE, 28); // bytes per second
  buffer.writeUInt16LE(CHANNELS * BYTES_PER_SAMPLE, 32); // bytes per frame
  buffer.writeUInt16LE(BYTES_PER_SAMPLE * 8, 34); // bits per sample
  buffer.write('data', 36, 'ascii');
  buffer.writeUInt32LE(dataBytes, 40);
  for (let frame = 0; frame < frames; frame += 1) {
    const sample = Math.round(
      0.3 * 32_767 * Math.sin((2 * Math.PI * hzAt(frame / SAMPLE_RATE) * frame) / SAMPLE_RATE),
    );
    const at = 44 + frame * CHANNELS * BYTES_PER_SAMPLE;
    buffer.writeInt16LE(sample, at);
    buffer.writeInt16LE(sample, at + BYTES_PER_SAMPLE);
  }
  return { name, mimeType: 'audio/wav', buffer };
}

/** Not audio at all, under an audio name: a small PDF an artist might drop by mistake. */
export function pdfNamedAsWav(name: string): FilePayload {
  const pdf = [
    '%PDF-1.4',
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj',
    'trailer << /Root 1 0 R >>',
    '%%EOF',
    // Past the 4,100 bytes the server reads to tell what a file is.
    ' '.repeat(5_000),
  ].join('\n');
  return { name, mimeType: 'audio/wav', buffer: Buffer.from(pdf, 'latin1') };
}

/** A square PNG cover `size` pixels wide, drawn on a canvas in the page (a gradient, not blank). */
export async function squarePng(page: Page, name: string, size = 1400): Promise<FilePayload> {
  const base64 = await page.evaluate(async (side) => {
    const canvas = document.createElement('canvas');
    canvas.width = side;
    canvas.height = side;
    const context = canvas.getContext('2d');
    if (context === null) throw new Error('No 2D canvas');
    const gradient = context.createLinearGradient(0, 0, side, side);
    gradient.addColorStop(0, '#1d3557');
    gradient.addColorStop(1, '#e76f51');
    context.fillStyle = gradient;
    context.fillRect(0, 0, side, side);
    const blob = await new Promise<Blob | null>((resolve) => {
      canvas.toBlob(resolve, 'image/png');
    });
    if (blob === null) throw new Error('The canvas made no PNG');
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let binary = '';
    for (const byte of bytes) binary += String.fromCharCode(byte);
    return btoa(binary);
  }, size);
  return { name, mimeType: 'image/png', buffer: Buffer.from(base64, 'base64') };
}

/**
 * A wide PNG cover, 2000 × 1400 by default, drawn in the page: a red band down its left
 * `bandWidth` pixels over the blue of the rest, so a crop that keeps the band (moved left) is
 * told from the server's own centred crop by the stored cover's top-left pixel.
 */
export async function widePng(
  page: Page,
  name: string,
  { width = 2000, height = 1400, bandWidth = 300 } = {},
): Promise<FilePayload> {
  const base64 = await page.evaluate(
    async ({ w, h, band }) => {
      const canvas = document.createElement('canvas');
      canvas.width = w;
      canvas.height = h;
      const context = canvas.getContext('2d');
      if (context === null) throw new Error('No 2D canvas');
      context.fillStyle = '#1d3557';
      context.fillRect(0, 0, w, h);
      context.fillStyle = '#e63946';
      context.fillRect(0, 0, band, h);
      const blob = await new Promise<Blob | null>((resolve) => {
        canvas.toBlob(resolve, 'image/png');
      });
      if (blob === null) throw new Error('The canvas made no PNG');
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let binary = '';
      for (const byte of bytes) binary += String.fromCharCode(byte);
      return btoa(binary);
    },
    { w: width, h: height, band: bandWidth },
  );
  return { name, mimeType: 'image/png', buffer: Buffer.from(base64, 'base64') };
}

/** The colour of one pixel of an image on the page (same origin), as [red, green, blue]. */
export async function pixelOf(image: Locator, x: number, y: number): Promise<number[]> {
  return image.evaluate(
    async (element, at) => {
      if (!(element instanceof HTMLImageElement)) throw new Error('Not an image');
      await element.decode();
      const bitmap = await createImageBitmap(element);
      const canvas = document.createElement('canvas');
      canvas.width = bitmap.width;
      canvas.height = bitmap.height;
      const context = canvas.getContext('2d');
      if (context === null) throw new Error('No 2D canvas');
      context.drawImage(bitmap, 0, 0);
      return [...context.getImageData(at.x, at.y, 1, 1).data.slice(0, 3)];
    },
    { x, y },
  );
}
