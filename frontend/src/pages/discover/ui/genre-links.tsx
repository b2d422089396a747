import { Link } from 'react-router';
import { ROUTES } from '@/shared/config';
import type { Genre } from '../api/discover-reply';
import styles from './discover.module.css';
import { cx } from '@/shared/lib/classnames';

const searchFor = (genre: string) => `${ROUTES.search}?q=${encodeURIComponent(genre)}`;

/** Browse by genre: each genre searches the catalogue for it. */
export function GenreLinks({ genres }: { genres: readonly Genre[] }) {
  return (
    <ul className={styles.genres}>
      {genres.map((genre) => (
        <li key={genre.name}>
          <Link className={cx(styles.genre)} to={searchFor(genre.name)}>
            {genre.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}
