import { useId } from 'react';
import { Link } from 'react-router';
import { ArtistAbout, ArtistHeader } from '@/entities/artist';
import type { ProfilePreview as Preview } from '../lib/profile-preview';
import styles from './profile-editor.module.css';

export interface ProfilePreviewProps {
  preview: Preview;
  /** The public artist page (what is saved; the preview shows the form too). */
  pagePath: string;
}

/** What listeners see: the artist page's own header and About, drawn from the form as it is. */
export function ProfilePreview({ preview, pagePath }: ProfilePreviewProps) {
  const titleId = useId();
  return (
    <section className={styles.preview} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.previewTitle}>
        What listeners see
      </h2>
      <div className={styles.previewFrame}>
        <ArtistHeader artist={preview} headingLevel={3} />
        <ArtistAbout artist={preview} headingLevel={3} />
      </div>
      <p className={styles.muted}>
        The preview follows the form; the page shows what is saved.{' '}
        <Link to={pagePath}>Open your artist page</Link>
      </p>
    </section>
  );
}
