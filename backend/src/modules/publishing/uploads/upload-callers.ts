import type { IncomingMessage } from 'node:http';

import type { AccessClaims } from '../../../platform/auth/index.js';

/** Who sent an upload request, as the route's preHandler authenticated them. */
export interface UploadCaller {
  claims: AccessClaims;
  ip: string | null;
}

/**
 * Hands the caller from the Fastify preHandler to tus' hooks. Those get a WHATWG Request that
 * srvx wraps around Node's request (at `runtime.node.req`), so Node's request is the key both
 * sides share; it is dropped with the request.
 */
export class UploadCallers {
  private readonly byRequest = new WeakMap<IncomingMessage, UploadCaller>();

  remember(request: IncomingMessage, caller: UploadCaller): void {
    this.byRequest.set(request, caller);
  }

  /** The caller of the request tus hands a hook; null only if the preHandler did not run. */
  of(request: unknown): UploadCaller | null {
    const node = (request as { runtime?: { node?: { req?: IncomingMessage } } } | null)?.runtime
      ?.node?.req;
    return node === undefined ? null : (this.byRequest.get(node) ?? null);
  }
}
