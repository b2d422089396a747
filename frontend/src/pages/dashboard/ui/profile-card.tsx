import { generatePath, Link } from 'react-router';
import { ROUTES } from '@/shared/config';
import { Avatar } from '@/shared/ui/avatar';
import { Button } from '@/shared/ui/button';
import type { Profile } from '../api/profile';
import { formatMemberSince, ROLE_LABELS, roleDashboard } from '../lib/profile-labels';
import styles from './dashboard.module.css';

/** Who is signed in: avatar, name, email, role, member since, and their own dashboard if any. */
export function ProfileCard({ profile }: { profile: Profile }) {
  const memberSince = formatMemberSince(profile.createdAt);
  const dashboard = roleDashboard(profile.role);
  const { artist } = profile;
  return (
    <section className={styles.card} aria-label="Your profile">
      <Avatar name={profile.displayName} src={profile.avatarUrl} size="xl" />
      <div className={styles.cardBody}>
        <h2 className={styles.name}>{profile.displayName}</h2>
        <dl className={styles.facts}>
          <div>
            <dt>Email</dt>
            <dd>{profile.email}</dd>
          </div>
          {profile.role === null ? null : (
            <div>
              <dt>Role</dt>
              <dd>{ROLE_LABELS[profile.role]}</dd>
            </div>
          )}
          {memberSince === null ? null : (
            <div>
              <dt>Member since</dt>
              <dd>{memberSince}</dd>
            </div>
          )}
          {artist === null ? null : (
            <div>
              <dt>Artist page</dt>
              <dd>
                <Link
                  to={generatePath(ROUTES.artist, { artistIdentifier: artist.slug ?? artist.id })}
                >
                  {artist.name}
                </Link>
              </dd>
            </div>
          )}
        </dl>
        {dashboard === null ? null : (
          <Button asChild variant="secondary" size="sm">
            <Link to={dashboard.to}>{dashboard.label}</Link>
          </Button>
        )}
      </div>
    </section>
  );
}
