import { Link } from 'react-router';
import { APP_NAME, ROUTES, SUPPORT_EMAIL } from '@/shared/config';
import { Logo } from '@/shared/ui/logo';
import styles from './site-footer.module.css';

const LEGAL_LINKS = [
  { to: ROUTES.artistRights, label: 'Artist Rights' },
  { to: ROUTES.privacyPolicy, label: 'Privacy Policy' },
  { to: ROUTES.termsOfService, label: 'Terms of Service' },
] as const;

export function SiteFooter() {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.brand}>
          <Logo />
          <p className={styles.tagline}>Music streaming and discovery, built by artists.</p>
        </div>
        <nav aria-label="Legal">
          <ul className={styles.links}>
            {LEGAL_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
            <li>
              <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
            </li>
          </ul>
        </nav>
        <p className={styles.copyright}>
          © {new Date().getFullYear()} {APP_NAME}
        </p>
      </div>
    </footer>
  );
}
