import { useUnit } from 'effector-react';
import { lazy, Suspense, useState } from 'react';
import { $hasTrack } from '@/entities/player';
import { $toasts } from '@/shared/lib/toast';

// Each a chunk of its own, fetched on first render (React.lazy wants a default export).
const PlayerBar = lazy(async () => ({ default: (await import('@/widgets/player-bar')).PlayerBar }));
const MiniPlayer = lazy(async () => ({
  default: (await import('@/widgets/mini-player')).MiniPlayer,
}));
const FullPlayer = lazy(async () => ({
  default: (await import('@/widgets/full-player')).FullPlayer,
}));
const Toaster = lazy(async () => ({ default: (await import('@/shared/ui/toast')).Toaster }));

/** True from the first render where `flag` is, for good: a part once shown stays mounted. */
function useOnceTrue(flag: boolean): boolean {
  const [seen, setSeen] = useState(flag);
  if (flag && !seen) setSeen(true);
  return seen || flag;
}

/**
 * The players (the desktop bar; the mobile mini and full players), each in its own chunk: nothing
 * of them shows before a track is loaded, so the first screen does not wait for their code
 * (sliders, lyrics; the initial JS budget, scripts/check-bundle-budget.mjs). Fetched when the
 * first track loads, then mounted for good, as the layout always mounted them.
 */
export function DeferredPlayers({ isMobile }: { isMobile: boolean }) {
  const needed = useOnceTrue(useUnit($hasTrack));
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      {isMobile ? (
        <>
          <MiniPlayer />
          <FullPlayer />
        </>
      ) : (
        <PlayerBar />
      )}
    </Suspense>
  );
}

/** The toast queue's view, fetched when the first toast is queued (it then shows that toast). */
export function DeferredToaster() {
  const needed = useOnceTrue(useUnit($toasts).length > 0);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
