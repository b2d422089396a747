import { ApiError } from '@/shared/api';
import type { Registration } from '../api/register';

export type RegistrationFieldErrors = Partial<Record<keyof Registration, string>>;

const FIELDS: readonly (keyof Registration)[] = ['email', 'password', 'displayName', 'inviteCode'];

/** The server's per-field messages (`details`) for the fields this form has. */
export function registrationFieldErrors(error: unknown): RegistrationFieldErrors {
  const errors: RegistrationFieldErrors = {};
  if (!(error instanceof ApiError)) return errors;
  for (const { field, messages } of error.details ?? []) {
    const known = FIELDS.find((name) => name === field);
    const [first] = messages;
    if (known !== undefined && first !== undefined) errors[known] ??= first;
  }
  return errors;
}
