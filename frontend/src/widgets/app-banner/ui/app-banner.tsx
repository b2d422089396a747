import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@/shared/ui/button';
import { IconButton } from '@/shared/ui/icon-button';
import { CloseIcon } from '@/shared/ui/icons';
import { Logo } from '@/shared/ui/logo';
import {
  $isDismissed,
  $isRedirecting,
  bannerDismissed,
  bannerMounted,
  getAppPressed,
} from '../model/app-banner';
import styles from './app-banner.module.css';

/** Promotes the mobile app to visitors arriving with ?from=app, until dismissed this session. */
export function AppBanner() {
  const [searchParams] = useSearchParams();
  const { isDismissed, isRedirecting, mounted, dismissed, getApp } = useUnit({
    isDismissed: $isDismissed,
    isRedirecting: $isRedirecting,
    mounted: bannerMounted,
    dismissed: bannerDismissed,
    getApp: getAppPressed,
  });

  const fromApp = searchParams.get('from') === 'app';
  useEffect(() => {
    mounted({ fromApp });
    // Only the landing URL decides: later navigation must not re-arm the redirect.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [mounted]);

  if (!fromApp || isDismissed !== false) return null;

  return (
    <aside className={styles.banner} aria-label="Encore app">
      <Logo compact />
      <div className={styles.copy}>
        <p className={styles.title}>Encore app</p>
        <p className={styles.text}>Keep listening on the go.</p>
      </div>
      {isRedirecting && (
        <p className={styles.status} role="status">
          Opening the App Store…
        </p>
      )}
      <Button
        size="sm"
        onClick={() => {
          getApp();
        }}
      >
        Get the app
      </Button>
      <IconButton
        label="Dismiss app banner"
        size="sm"
        icon={<CloseIcon size={18} />}
        onClick={() => {
          dismissed();
        }}
      />
    </aside>
  );
}
