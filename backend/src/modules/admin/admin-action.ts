import type { FastifyRequest } from 'fastify';

import type { AccessClaims } from '../../platform/auth/index.js';

/** Who makes an admin change, and from where: what its audit row records. */
export interface AdminAction {
  actorId: string;
  ip: string | null;
}

export const adminActionOf = (caller: AccessClaims, request: FastifyRequest): AdminAction => ({
  actorId: caller.userId,
  ip: request.ip,
});
