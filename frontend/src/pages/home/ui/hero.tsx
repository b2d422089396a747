import { Link } from 'react-router';
import { ROUTES } from '@/shared/config';
import { Button } from '@/shared/ui/button';
import { Chip } from '@/shared/ui/chip';
import styles from './hero.module.css';

// Bar heights for the decorative level meter, in percent.
const METER = [38, 64, 52, 88, 70, 96, 58, 80, 44, 72, 60, 90];

export function Hero() {
  return (
    <section className={styles.hero} aria-labelledby="home-hero-title">
      <div className={styles.heroCopy}>
        <Chip variant="secondary">Pre-launch · Built by artists</Chip>
        <h1 id="home-hero-title" className={styles.heroTitle}>
          Music that pays the people <span className={styles.accent}>who make it.</span>
        </h1>
        <p className={styles.heroLead}>
          Encore is streaming and discovery for independent artists and the fans who back them.
          Artists keep 80% of streaming royalties, never have to sign away exclusivity, and get real
          tools to grow their audience.
        </p>
        <div className={styles.ctaRow}>
          <Button asChild size="lg">
            <Link to={ROUTES.join}>Join as an artist</Link>
          </Button>
          <Button asChild size="lg" variant="secondary">
            <Link to={ROUTES.fanWaitlist}>Join the fan waitlist</Link>
          </Button>
        </div>
        <p className={styles.loginHint}>
          Already have an account? <Link to={ROUTES.login}>Log in</Link>
        </p>
      </div>

      <div className={styles.heroArt} aria-hidden="true">
        <div className={styles.royaltyCard}>
          <p className={styles.royaltyFigure}>80%</p>
          <p className={styles.royaltyCaption}>of streaming royalties go to the artist</p>
          <div className={styles.meter}>
            {METER.map((height, index) => (
              <span
                key={index}
                style={{ height: `${height}%`, animationDelay: `${index * 90}ms` }}
              />
            ))}
          </div>
        </div>
      </div>
    </section>
  );
}
