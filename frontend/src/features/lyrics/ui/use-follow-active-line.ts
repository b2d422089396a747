import { useCallback, useEffect, useRef } from 'react';
import { MANUAL_SCROLL_PAUSE_MS } from '../config/lyrics-config';

const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Keeps the active line in the middle of the panel: scrolls when the active line changes, but
 * not for MANUAL_SCROLL_PAUSE_MS after the listener scrolled or moved focus there themselves
 * (reading ahead, or tabbing through the lines, should not be yanked back).
 */
export function useFollowActiveLine(activeIndex: number) {
  const activeLineRef = useRef<HTMLButtonElement>(null);
  const manualScrollAt = useRef(Number.NEGATIVE_INFINITY);

  useEffect(() => {
    const line = activeLineRef.current;
    if (activeIndex < 0 || line === null) return;
    if (performance.now() - manualScrollAt.current < MANUAL_SCROLL_PAUSE_MS) return;
    line.scrollIntoView({ block: 'center', behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  }, [activeIndex]);

  const scrolledByHand = useCallback(() => {
    manualScrollAt.current = performance.now();
  }, []);

  return { activeLineRef, scrolledByHand };
}
