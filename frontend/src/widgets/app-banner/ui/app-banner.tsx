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
  $offeredStores,
  $redirectTarget,
  bannerDismissed,
  bannerMounted,
} from '../model/app-banner';
import styles from './app-banner.module.css';

/** Promotes the mobile app to visitors arriving with ?from=app, until dismissed this session. */
export function AppBanner() {
  const [searchParams] = useSearchParams();
  const { isDismissed, isRedirecting, target, stores, mounted, dismissed } = useUnit({
    isDismissed: $isDismissed,
    isRedirecting: $isRedirecting,
    target: $redirectTarget,
    stores: $offeredStores,
    mounted: bannerMounted,
    dismissed: bannerDismissed,
  });

  const fromApp = searchParams.get('from') === 'app';
  useEffect(() => {
    mounted({ fromApp });
    // Only the landing URL decides: later navigation must not re-arm the redirect.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [mounted]);

  if (!fromApp || isDismissed !== false) return null;

  const single = stores.length === 1;
  return (
    <aside className={styles.banner} aria-label="Encore app">
      <Logo compact />
      <div className={styles.copy}>
        <p className={styles.title}>Encore app</p>
        <p className={styles.text}>Keep listening on the go.</p>
      </div>
      <div className={styles.actions}>
        {stores.map((store) => (
          <Button key={store.name} asChild size="sm" variant={single ? 'primary' : 'secondary'}>
            <a href={store.url} aria-label={single ? `Get the app on ${store.name}` : undefined}>
              {single ? 'Get the app' : store.name}
            </a>
          </Button>
        ))}
        <IconButton
          label="Dismiss app banner"
          size="sm"
          icon={<CloseIcon size={18} />}
          onClick={() => {
            dismissed();
          }}
        />
      </div>
      {isRedirecting && target !== null ? (
        <p className={styles.status} role="status">
          Opening {target.name}…
        </p>
      ) : null}
    </aside>
  );
}
