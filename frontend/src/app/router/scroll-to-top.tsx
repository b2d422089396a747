import { useEffect } from 'react';
import { useLocation } from 'react-router';

const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Every navigation scrolls smoothly to the top (spec). Hash-only changes are left alone so pages
 * can scroll to #album-… and #track-… anchors themselves.
 */
export function ScrollToTop() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  }, [pathname, search]);
  return null;
}
