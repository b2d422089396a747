import { defineErrors } from '../http/index.js';

/** Replies of `GET /api/metrics` other than the exposition. */
export const MetricsErrors = defineErrors('METRICS', {
  DISABLED: {
    kind: 'not_found',
    message: 'Metrics are not enabled on this server (set METRICS_TOKEN to serve them).',
  },
  TOKEN_REQUIRED: {
    kind: 'unauthenticated',
    message: 'Metrics need the bearer token configured in METRICS_TOKEN.',
  },
});
