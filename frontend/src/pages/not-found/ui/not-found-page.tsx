import { Link } from 'react-router';
import { ROUTES } from '@/shared/config';
import { useDocumentTitle } from '@/shared/lib/document-title';
import { Button } from '@/shared/ui/button';
import { HomeIcon } from '@/shared/ui/icons';
import styles from './not-found-page.module.css';

export function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <section className={styles.page} aria-labelledby="not-found-title">
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title" className={styles.title}>
        Page not found
      </h1>
      <p className={styles.text}>
        This track skipped. The page you are looking for does not exist or has moved.
      </p>
      <Button asChild icon={<HomeIcon size={18} />}>
        <Link to={ROUTES.home}>Back to home</Link>
      </Button>
    </section>
  );
}
