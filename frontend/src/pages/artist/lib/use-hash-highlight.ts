import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';

/** Spec §9: scroll 300 ms after load, then highlight for 2 s. */
export const HASH_SCROLL_DELAY_MS = 300;
export const HASH_HIGHLIGHT_MS = 2000;

const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** The element id a URL hash names ("#album-42" → "album-42"), or null without one. */
export function hashTarget(hash: string): string | null {
  const target = hash.startsWith('#') ? hash.slice(1) : hash;
  if (target === '') return null;
  try {
    return decodeURIComponent(target);
  } catch {
    return target;
  }
}

/**
 * Once the page is `ready`, scrolls to the element the URL hash names (after 300 ms) and returns
 * its id for 2 s so the page can highlight it; null otherwise.
 */
export function useHashHighlight(ready: boolean): string | null {
  const { hash } = useLocation();
  const [highlighted, setHighlighted] = useState<string | null>(null);

  useEffect(() => {
    const target = hashTarget(hash);
    if (!ready || target === null) return undefined;
    let clearTimer: ReturnType<typeof setTimeout> | undefined;
    const scrollTimer = setTimeout(() => {
      const element = document.getElementById(target);
      if (element === null) return;
      element.scrollIntoView({
        behavior: prefersReducedMotion() ? 'auto' : 'smooth',
        block: 'center',
      });
      setHighlighted(target);
      clearTimer = setTimeout(() => {
        setHighlighted(null);
      }, HASH_HIGHLIGHT_MS);
    }, HASH_SCROLL_DELAY_MS);
    return () => {
      clearTimeout(scrollTimer);
      clearTimeout(clearTimer);
      setHighlighted(null);
    };
  }, [hash, ready]);

  return highlighted;
}
