import { Link } from 'react-router';
import { ROUTES } from '@/shared/config';
import { Button } from '@/shared/ui/button';
import { CheckIcon } from '@/shared/ui/icons';
import styles from './home-page.module.css';

const ARTIST_POINTS = [
  '80% of streaming royalties',
  'Non-exclusive: your masters stay yours',
  'Soundcheck drops for your biggest fans',
  'Listening analytics you can act on',
];

const FAN_POINTS = [
  'Discover independent artists first',
  'Unlock Soundcheck: acoustic versions, early releases, commentary',
  'More of what you spend reaches the artist',
];

function PointList({ points }: { points: string[] }) {
  return (
    <ul className={styles.pointList}>
      {points.map((point) => (
        <li key={point}>
          <CheckIcon size={18} className={styles.pointIcon} />
          {point}
        </li>
      ))}
    </ul>
  );
}

export function Audiences() {
  return (
    <section className={styles.section} aria-label="Get started">
      <div className={styles.audienceGrid}>
        <article className={styles.audienceCard} data-audience="artists">
          <p className={styles.audienceEyebrow}>For artists</p>
          <h2 className={styles.audienceTitle}>Bring your music. Keep your rights.</h2>
          <PointList points={ARTIST_POINTS} />
          <Button asChild fullWidth>
            <Link to={ROUTES.join}>Join the artist waitlist</Link>
          </Button>
        </article>
        <article className={styles.audienceCard} data-audience="fans">
          <p className={styles.audienceEyebrow}>For fans</p>
          <h2 className={styles.audienceTitle}>Back the artists you love.</h2>
          <PointList points={FAN_POINTS} />
          <Button asChild fullWidth variant="secondary">
            <Link to={ROUTES.fanWaitlist}>Join the fan waitlist</Link>
          </Button>
        </article>
      </div>
    </section>
  );
}
