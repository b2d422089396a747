import { type ImageSize, outputSide, type SquareCrop } from './crop-geometry';

/** A chosen image ready to crop: its size as it shows, and an address an <img> can show it from. */
export interface OpenedImage extends ImageSize {
  /** An object URL: give it back with `closeImage` once the crop is done or dropped. */
  src: string;
}

// EXIF orientation applied, as <img> shows it, so the crop's pixels are the ones on screen.
const ORIENTED: ImageBitmapOptions = { imageOrientation: 'from-image' };

/** Decodes `file` for its size (throws when the browser cannot read it). */
export async function openImage(file: Blob): Promise<OpenedImage> {
  const bitmap = await createImageBitmap(file, ORIENTED);
  const { width, height } = bitmap;
  bitmap.close();
  return { src: URL.createObjectURL(file), width, height };
}

export function closeImage(image: OpenedImage): void {
  URL.revokeObjectURL(image.src);
}

export interface SquareOutput {
  /** The picture is the crop's size, scaled down to this side when larger. */
  maxSide: number;
  /** The file's name (the server may ignore it). */
  name: string;
  /** JPEG quality, 0–1. */
  quality?: number;
}

/**
 * The crop as a JPEG file of its own size (at most `maxSide`), drawn on a canvas with the
 * browser's best smoothing. JPEG because every use (covers, photos) ends as JPEG on the server:
 * a PNG would only make the upload several times larger. Transparent parts become white, as a
 * cover on a light page would show them, rather than the black a JPEG would otherwise get.
 */
export async function renderSquareCrop(
  file: Blob,
  crop: SquareCrop,
  { maxSide, name, quality = 0.92 }: SquareOutput,
): Promise<File> {
  const side = outputSide(crop, maxSide);
  const bitmap = await createImageBitmap(file, ORIENTED);
  try {
    const draw = (context: CanvasDrawingSurface) => {
      context.fillStyle = '#ffffff';
      context.fillRect(0, 0, side, side);
      context.imageSmoothingEnabled = true;
      context.imageSmoothingQuality = 'high';
      context.drawImage(bitmap, crop.x, crop.y, crop.size, crop.size, 0, 0, side, side);
    };
    const blob = await drawToJpeg(side, draw, quality);
    return new File([blob], name, { type: 'image/jpeg' });
  } finally {
    bitmap.close();
  }
}

type CanvasDrawingSurface = OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D;

/** An OffscreenCanvas where there is one (off the DOM), else a canvas element. */
async function drawToJpeg(
  side: number,
  draw: (context: CanvasDrawingSurface) => void,
  quality: number,
): Promise<Blob> {
  if (typeof OffscreenCanvas === 'function') {
    const canvas = new OffscreenCanvas(side, side);
    const context = canvas.getContext('2d');
    if (context === null) throw new Error('This browser cannot draw the crop.');
    draw(context);
    return canvas.convertToBlob({ type: 'image/jpeg', quality });
  }
  const canvas = document.createElement('canvas');
  canvas.width = side;
  canvas.height = side;
  const context = canvas.getContext('2d');
  if (context === null) throw new Error('This browser cannot draw the crop.');
  draw(context);
  return new Promise<Blob>((resolve, reject) => {
    canvas.toBlob(
      (blob) => {
        if (blob === null) reject(new Error('This browser could not make the cropped image.'));
        else resolve(blob);
      },
      'image/jpeg',
      quality,
    );
  });
}
