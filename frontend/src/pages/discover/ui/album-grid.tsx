import { type Album, AlbumCard } from '@/entities/album';
import { artistIdentifierOf } from '@/entities/artist';
import { albumPath, catalogueIdentifier } from '@/shared/config';
import styles from './discover.module.css';

/** Album cards with their artist's name, each linking to `/artist/{artist}/album/{album}`. */
export function AlbumGrid({ albums }: { albums: readonly Album[] }) {
  return (
    <ul className={styles.grid}>
      {albums.map((album) => (
        <li key={album.id}>
          <AlbumCard
            album={album}
            subtitle={album.artist_name}
            to={albumPath(catalogueIdentifier(album), artistIdentifierOf(album.artist))}
          />
        </li>
      ))}
    </ul>
  );
}
