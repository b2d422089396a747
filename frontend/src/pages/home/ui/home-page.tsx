import { Link } from 'react-router';
import { ROUTES } from '@/shared/config';
import { useDocumentTitle } from '@/shared/lib/document-title';
import { Button } from '@/shared/ui/button';
import { Audiences } from './audiences';
import { Hero } from './hero';
import styles from './home-page.module.css';
import { ListenNow } from './listen-now';
import { ValueProps } from './value-props';

export function HomePage() {
  useDocumentTitle(undefined);
  return (
    <div className={styles.page}>
      <Hero />
      <ListenNow />
      <ValueProps />
      <section className={styles.manifesto} aria-labelledby="home-manifesto-title">
        <h2 id="home-manifesto-title" className={styles.sectionTitle}>
          Built by artists
        </h2>
        <p>
          Encore is built by artists who have read their own streaming statements. Every decision
          starts with one question: does it help independent artists get heard, and get paid fairly?
        </p>
      </section>
      <Audiences />
      <section className={styles.closing} aria-label="Sign in">
        <p>Already part of Encore?</p>
        <Button asChild variant="ghost">
          <Link to={ROUTES.login}>Log in</Link>
        </Button>
      </section>
    </div>
  );
}
