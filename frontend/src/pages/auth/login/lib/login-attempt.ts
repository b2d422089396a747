import type { LoginAttempt, LoginCredentials } from '../api/log-in';

/** What the login form sends: the credentials, and the verification token once there is one. */
export const loginAttempt = (credentials: LoginCredentials, token: string | null): LoginAttempt =>
  token === null ? credentials : { ...credentials, cfTurnstileToken: token };
