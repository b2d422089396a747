import { apiClient, type components, unwrap } from '@/shared/api';

/** Which widget proves a human: ALTCHA (self-hosted, the default) or Cloudflare Turnstile. */
export type VerificationConfig = components['schemas']['VerificationConfigDto'];

/** GET /api/public/verification/config: the widget to load and how to configure it. */
export async function fetchVerificationConfig(): Promise<VerificationConfig> {
  return unwrap(await apiClient.GET('/api/public/verification/config'));
}
