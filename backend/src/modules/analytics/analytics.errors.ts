import { defineErrors } from '../../platform/http/index.js';

export const AnalyticsErrors = defineErrors('ANALYTICS', {
  UNAVAILABLE: { kind: 'unavailable', message: 'Analytics is temporarily unavailable' },
  RATE_LIMITED: {
    kind: 'rate_limited',
    message: 'Too many play events from this address. Please wait and try again.',
  },
});
