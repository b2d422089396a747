import { Outlet } from 'react-router';
import { LoginPromptDialog } from '@/features/play-track';
import { PlayerHotkeys } from '@/features/player-hotkeys';
import { useIsMobile } from '@/shared/lib/media-query';
import { AppBanner } from '@/widgets/app-banner';
import { BottomBar } from '@/widgets/bottom-bar';
import { SiteFooter } from '@/widgets/site-footer';
import { TopBar } from '@/widgets/top-bar';
import { ScrollToTop } from '../router/scroll-to-top';
import styles from './app-layout.module.css';
import { DeferredPlayers, DeferredToaster } from './deferred-parts';

/**
 * The chrome around every page: top bar and player bar on desktop; below 768 px the bottom bar with
 * the mini player above it, which expands into the full player. Each player renders a spacer at
 * the end of the page flow while a track is loaded, so nothing hides behind it.
 */
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
      <DeferredPlayers isMobile={isMobile} />
      {isMobile ? <BottomBar /> : null}
      <DeferredToaster />
      <LoginPromptDialog />
      <PlayerHotkeys />
    </div>
  );
}
