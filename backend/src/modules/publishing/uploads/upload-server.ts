import type { IncomingMessage, ServerResponse } from 'node:http';

import { Injectable, Logger } from '@nestjs/common';
import { type CancellationContext, EVENTS, Server } from '@tus/server';

import { AppConfig } from '../../../config/index.js';
import { type AppError, PlatformErrors, toEnvelope } from '../../../platform/http/index.js';
import { MasterUploads } from './master-uploads.js';
import { UploadCallers } from './upload-callers.js';
import { UploadIds } from './upload-ids.js';
import { UploadLocks } from './upload-locks.js';
import { UploadStorage } from './upload-storage.js';
import { isUnforeseen, toUploadError, type UploadLimits } from './tus-errors.js';

/** Where tus serves (docs/adr/0043): POST here creates, `<path>/<id>` is one upload. */
export const UPLOADS_PATH = '/api/studio/uploads';

const describe = (error: unknown): string =>
  error instanceof Error ? (error.stack ?? error.message) : JSON.stringify(error);

const envelopeBody = (error: AppError): { status: number; body: string } => {
  const envelope = toEnvelope(error);
  return { status: envelope.statusCode, body: JSON.stringify(envelope) };
};

/**
 * tus' server whose every error reply is the house envelope (JSON, a stable code): its hooks'
 * failures arrive mapped (onResponseError); the protocol checks it answers itself (a missing
 * Tus-Resumable, an invalid header) come through `write` as plain text and are mapped there.
 */
class EnvelopeServer extends Server {
  constructor(
    options: ConstructorParameters<typeof Server>[0],
    private readonly limits: UploadLimits,
  ) {
    super(options);
  }

  override async write(context: CancellationContext, headers: Headers, status: number, body = '') {
    if (status < 400) return super.write(context, headers, status, body);
    const reply = body.startsWith('{')
      ? { status, body }
      : envelopeBody(toUploadError({ status_code: status, body }, this.limits));
    headers.set('Content-Type', 'application/json; charset=utf-8');
    headers.set('Cache-Control', 'no-store');
    return super.write(context, headers, reply.status, reply.body);
  }
}

/**
 * The tus 1.0 server for masters (`@tus/server`, creation + creation-with-upload + termination
 * + expiration): uploads in UploadStorage's store, locked over Redis across replicas, each step
 * checked by MasterUploads. Mounted on Fastify by UploadsRoute.
 */
@Injectable()
export class UploadServer {
  private readonly logger = new Logger(UploadServer.name);
  private readonly tus: Server;
  readonly limits: UploadLimits;

  constructor(
    config: AppConfig,
    storage: UploadStorage,
    locks: UploadLocks,
    ids: UploadIds,
    private readonly callers: UploadCallers,
    private readonly uploads: MasterUploads,
  ) {
    this.limits = { maxUploadMb: config.env.MAX_UPLOAD_MB };
    const allowedOrigins = new Set([new URL(config.env.PUBLIC_URL).origin, ...config.corsOrigins]);
    this.tus = new EnvelopeServer(
      {
        path: UPLOADS_PATH,
        datastore: storage.store,
        locker: locks.locker,
        // Refused at creation, from Upload-Length, before a byte is stored (413).
        maxSize: config.env.MAX_UPLOAD_MB * 1024 * 1024,
        namingFunction: () => ids.newStoreId(),
        // Relative, so it is right behind any proxy; clients resolve it against the endpoint.
        generateUrl: (_request, { path, id }) => `${path}/${ids.toPublic(id)}`,
        getFileIdFromRequest: (_request, lastSegment) =>
          lastSegment === undefined ? undefined : (ids.toStore(lastSegment) ?? undefined),
        // A finished upload is a track's master now: the studio removes it, not tus.
        disableTerminationForFinishedUploads: true,
        allowedOrigins: (origin) => allowedOrigins.has(origin),
        onIncomingRequest: async (request, storeId) => {
          if (request.method === 'POST') return; // checked with its metadata in onUploadCreate
          await this.uploads.admit(this.callerOf(request), storeId);
        },
        onUploadCreate: async (request, upload) => {
          const metadata = await this.uploads.create(this.callerOf(request), {
            storeId: upload.id,
            size: upload.size,
            metadata: upload.metadata,
          });
          return { metadata: { ...metadata } };
        },
        onUploadFinish: async (_request, upload) => {
          await this.uploads.finish(upload.id);
          return {};
        },
        onResponseError: (_request, error) => {
          const mapped = toUploadError(error, this.limits);
          if (isUnforeseen(error, mapped)) {
            this.logger.error(`An upload request failed: ${describe(error)}`);
          }
          const { status, body } = envelopeBody(mapped);
          return { status_code: status, body };
        },
      },
      this.limits,
    );
    this.tus.on(EVENTS.POST_TERMINATE, (request, _response, storeId) => {
      this.uploads.cancelled(this.callerOf(request), storeId).catch((error: unknown) => {
        this.logger.error(
          `The slot of cancelled upload ${storeId} was not reset: ${describe(error)}`,
        );
      });
    });
  }

  /** Answers one tus request on Node's request and response (the route hijacked the reply). */
  handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    return this.tus.handle(request, response);
  }

  private callerOf(request: unknown) {
    const caller = this.callers.of(request);
    // The route's preHandler authenticates every request before tus sees it.
    if (caller === null) throw PlatformErrors.AUTH_REQUIRED();
    return caller;
  }
}
