import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { AlbumDetail } from '@/entities/album';
import { artistIdentifierOf } from '@/entities/artist';
import { albumPath, artistPath, catalogueIdentifier } from '@/shared/config';
import { Artwork } from '@/shared/ui/artwork';
import styles from './soundcheck-purchase.module.css';
import { cx } from '@/shared/lib/classnames';

export interface PurchaseAlbumProps {
  album: AlbumDetail;
  children: ReactNode;
}

/** The album being sold: cover, title (to its page) and artist, beside what the state adds. */
export function PurchaseAlbum({ album, children }: PurchaseAlbumProps) {
  const artist = artistIdentifierOf(album.artist);
  return (
    <section className={styles.panel} aria-labelledby="purchase-album-title">
      <Artwork
        className={cx(styles.cover)}
        src={album.artwork_url}
        alt={`${album.title} cover`}
        kind="album"
        size={200}
      />
      <div className={styles.details}>
        <div className={styles.heading}>
          <h2 id="purchase-album-title" className={styles.albumTitle}>
            <Link to={albumPath(catalogueIdentifier(album), artist)}>{album.title}</Link>
          </h2>
          <p className={styles.artist}>
            <Link to={artistPath(artist)}>{album.artist.name}</Link>
          </p>
        </div>
        {children}
      </div>
    </section>
  );
}
