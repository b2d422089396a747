import { AuthErrors } from './auth.errors.js';
import { checkPassword, passwordProblemMessage } from './domain/password-policy.js';

/** Throws the policy's own sentence (length, commonness) as a 400 on the `password` field. */
export function assertAcceptablePassword(password: string): void {
  const problem = checkPassword(password);
  if (!problem) return;
  const message = passwordProblemMessage(problem);
  throw AuthErrors.WEAK_PASSWORD(message, [{ field: 'password', messages: [message] }]);
}
