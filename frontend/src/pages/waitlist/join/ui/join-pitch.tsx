import { APP_NAME } from '@/shared/config';
import styles from './join-page.module.css';

/** Spec §2: the long pitch beside the form, in our own words (spec §1, §9: 80%, 16+). */
export function JoinPitch() {
  return (
    <div className={styles.pitch}>
      <section aria-labelledby="join-problem">
        <h2 id="join-problem">The Problem</h2>
        <p>
          Streaming made music easier to hear than ever and harder to live from. Most services pay a
          fraction of a penny per play, pool the money by market share, and pass it through labels
          and middlemen before any of it reaches the people who wrote and recorded the songs.
        </p>
        <p>
          Independent artists do the work of a whole company — writing, recording, releasing,
          promoting — and are left with numbers on a dashboard instead of a living. Fans want to
          support the artists they love, but their subscription rarely follows their listening.
        </p>
      </section>
      <section aria-labelledby="join-pay">
        <h2 id="join-pay">Music Should Pay Artists</h2>
        <p>
          {APP_NAME} is built by artists, for artists. We pay an advertised{' '}
          <strong>80% artist royalty on streaming</strong>, and we say plainly where the rest goes.
        </p>
        <ul>
          <li>
            <strong>You keep your masters and your freedom.</strong> Nothing here is exclusive:
            release wherever else you like.
          </li>
          <li>
            <strong>Fans who pay you directly.</strong> Soundcheck releases let your biggest fans
            hear new music first and support you when they do.
          </li>
          <li>
            <strong>Tools to grow.</strong> Fan engagement features and listening analytics that
            show who is listening, where, and for how long.
          </li>
        </ul>
      </section>
      <section aria-labelledby="join-movement">
        <h2 id="join-movement">Join the Movement</h2>
        <p>
          We are opening {APP_NAME} to artists in waves. Join the waitlist and tell us about your
          music and your plans for the next year or two: it helps us launch with the tools you need.
          We will confirm your email, then be in touch before launch.
        </p>
        <p className={styles.eligibility}>
          You must be 16 or older to join (or have a parent&apos;s or guardian&apos;s permission).
        </p>
      </section>
    </div>
  );
}
