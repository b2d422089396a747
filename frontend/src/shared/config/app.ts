// Product constants from the spec (section 9) that more than one slice needs.
import { SITE_NAME } from '@encore/shared-rules';

export const APP_NAME = SITE_NAME;
export const SUPPORT_EMAIL = 'support@encore.example';

/** Every spec call path is relative to this base (docs/architecture.md: one origin). */
export const API_BASE_URL = '/api';

/** The layout switches at 768 px: anything narrower is the mobile layout. */
export const MOBILE_MEDIA_QUERY = '(max-width: 767px)';

export const TOAST_DURATION_MS = 5000;
export const SESSION_RECHECK_INTERVAL_MS = 5 * 60 * 1000;
export const APP_STORE_REDIRECT_DELAY_MS = 2000;
