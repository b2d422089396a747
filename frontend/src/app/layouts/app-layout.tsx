import { Outlet } from 'react-router';
import { useIsMobile } from '@/shared/lib/media-query';
import { Toaster } from '@/shared/ui/toast';
import { AppBanner } from '@/widgets/app-banner';
import { BottomBar } from '@/widgets/bottom-bar';
import { SiteFooter } from '@/widgets/site-footer';
import { TopBar } from '@/widgets/top-bar';
import { ScrollToTop } from '../router/scroll-to-top';
import styles from './app-layout.module.css';

/** The chrome around every page: top bar on desktop, bottom bar below 768 px. */
export function AppLayout() {
  const isMobile = useIsMobile();
  return (
    <div className={styles.shell} data-layout={isMobile ? 'mobile' : 'desktop'}>
      <ScrollToTop />
      <a className={styles.skipLink} href="#main-content">
        Skip to content
      </a>
      {isMobile ? null : <TopBar />}
      <AppBanner />
      <main id="main-content" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
      {isMobile ? <BottomBar /> : null}
      <Toaster />
    </div>
  );
}
