import type { AccessClaims } from './access-token.js';

/**
 * The admin rule as other modules ask it when an admin acts outside `/api/admin` (for an artist
 * in the studio, docs/adr/0041): resolves for an admin whose session passed the second factor,
 * throws the admin area's refusal otherwise. A port: the admin module provides it (its
 * AdminGuard, ADR 0031), so a module the admin area depends on can ask it without importing
 * the admin area back.
 */
export abstract class AdminPower {
  abstract admit(caller: AccessClaims): Promise<void>;
}
