import sharp from 'sharp';

import { imageTypeOf } from './image-type.js';

const image = (format: 'jpeg' | 'png' | 'webp' | 'gif') =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: '#204060' } })
    .toFormat(format)
    .toBuffer();

describe('imageTypeOf', () => {
  test.each(['jpeg', 'png', 'webp'] as const)('knows %s by its first bytes', async (format) => {
    expect(imageTypeOf(await image(format))).toBe(format);
  });

  test('anything else is no image it takes: GIF, SVG, text, a few bytes, nothing', async () => {
    expect(imageTypeOf(await image('gif'))).toBeNull();
    expect(imageTypeOf(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(imageTypeOf(Buffer.from('RIFF....WAVEfmt '))).toBeNull();
    expect(imageTypeOf(Buffer.from([0xff, 0xd8]))).toBeNull();
    expect(imageTypeOf(Buffer.alloc(0))).toBeNull();
  });
});
