import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ROUTES } from '@/shared/config';

/**
 * Back to the previous page; a page opened directly (no in-app history: the router's first
 * location has the key "default") goes to Discover instead of leaving the app.
 */
export function useGoBack(): () => void {
  const navigate = useNavigate();
  const { key } = useLocation();
  return useCallback(() => {
    if (key === 'default') void navigate(ROUTES.discover);
    else void navigate(-1);
  }, [key, navigate]);
}
