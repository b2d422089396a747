import { useState } from 'react';
import { cx } from '@/shared/lib/classnames';
import styles from './artwork.module.css';

export type ArtworkKind = 'album' | 'artist';

/** Spec §3: placeholder images exist for artist photos and album covers (frontend/public). */
export const ARTWORK_PLACEHOLDERS: Record<ArtworkKind, string> = {
  album: '/placeholders/album.svg',
  artist: '/placeholders/artist.svg',
};

export interface ArtworkProps {
  src: string | null;
  /** An album cover is square; an artist photo is round. */
  kind: ArtworkKind;
  /** Empty (decorative) by default: the name usually sits right beside the image. */
  alt?: string;
  /** Rendered width and height in px. */
  size?: number;
  className?: string;
}

/** A cover or photo that falls back to the placeholder when missing or broken. */
export function Artwork({ src, kind, alt = '', size = 48, className }: ArtworkProps) {
  const [brokenSrc, setBrokenSrc] = useState<string | null>(null);
  const shown = src === null || src === '' || src === brokenSrc ? ARTWORK_PLACEHOLDERS[kind] : src;
  return (
    <img
      src={shown}
      alt={alt}
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      className={cx(styles.artwork, className)}
      data-kind={kind}
      onError={() => {
        if (shown === src) setBrokenSrc(src);
      }}
    />
  );
}
