import { cx } from '@/shared/lib/classnames';
import { SOCIAL_ICONS } from './social-icons';
import { SOCIAL_SITE_LABELS, safeExternalUrl, socialSiteOf } from './social-site';
import styles from './social-links.module.css';

export interface SocialLinksProps {
  /** Site name → profile address (spec §3 `social_links`). */
  links: Readonly<Record<string, string>>;
  /** Whose profiles these are, for the link names ("Neon Harbor on Instagram"). */
  ownerName: string;
  className?: string;
}

/** A row of profile links, each with the icon of its site; non-web addresses are left out. */
export function SocialLinks({ links, ownerName, className }: SocialLinksProps) {
  const items = Object.entries(links).flatMap(([key, address]) => {
    const url = safeExternalUrl(address);
    return url === null ? [] : [{ key, href: url.href, site: socialSiteOf(key, url) }];
  });
  if (items.length === 0) return null;
  return (
    <ul className={cx(styles.links, className)} aria-label={`${ownerName} elsewhere`}>
      {items.map(({ key, href, site }) => {
        const Icon = SOCIAL_ICONS[site];
        const label = `${ownerName} on ${SOCIAL_SITE_LABELS[site]}`;
        return (
          <li key={key}>
            <a
              className={styles.link}
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={label}
              title={SOCIAL_SITE_LABELS[site]}
              data-site={site}
            >
              <Icon size={20} />
            </a>
          </li>
        );
      })}
    </ul>
  );
}
