import { Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';

import {
  type ByteRange,
  MediaStorage,
  type StoredFileReader,
  toStoragePath,
} from '../../platform/storage/index.js';
import { isPeaksPath } from '../catalogue/index.js';
import type { SignedQuery } from './domain/signed-media-url.js';
import { type CachePolicy, planStreamReply } from './domain/stream-plan.js';
import { MediaErrors } from './media.errors.js';
import { MediaUrlSigner } from './media-url-signer.js';
import { StreamVisibility } from './stream-visibility.js';

/** Node joins repeats of most headers itself; a custom one may arrive as a list. */
const joined = (value: string | string[] | undefined): string | undefined =>
  Array.isArray(value) ? value.join(', ') : value;

const SEND_IDLE_TIMEOUT_MS = 60_000;
/** As the local images under /media/images/ are sent (platform/spa/static-files.ts). */
const PUBLIC_IMAGE_CACHE: CachePolicy = { maxAgeS: 86_400, shared: true };
/** Peaks' paths are versioned (pipeline) or content-addressed (demo): their bytes never change. */
const PEAKS_CACHE: CachePolicy = { maxAgeS: 365 * 86_400, shared: true, immutable: true };

/** The route goes WITHOUT_SECURITY_HEADERS; these are the headers of its that matter for raw bytes. */
const BYTES_ONLY = {
  'x-content-type-options': 'nosniff',
  'cross-origin-resource-policy': 'same-origin',
};

/**
 * Answers GET/HEAD of a signed media URL. The signature is the authorisation (an <audio>
 * element sends no bearer); the catalogue only says whether the track behind the file is still
 * public (StreamVisibility: one cached statement per file, docs/adr/0044). No Redis.
 */
@Injectable()
export class MediaStreamer {
  constructor(
    private readonly storage: MediaStorage,
    private readonly signer: MediaUrlSigner,
    private readonly visibility: StreamVisibility,
  ) {}

  /** `rawPath` is the router-decoded path after `/api/media/stream/`. */
  async serve(rawPath: string, request: FastifyRequest, reply: FastifyReply): Promise<void> {
    void reply.headers(BYTES_ONLY);
    // A path that could never be stored is "no such file", whatever its signature says.
    const path = toStoragePath(rawPath);
    if (path === null) throw MediaErrors.FILE_NOT_FOUND();
    const { result, secondsLeft } = this.signer.check(path, request.query as SignedQuery);
    if (result === 'invalid') throw MediaErrors.LINK_INVALID();
    if (result === 'expired') throw MediaErrors.LINK_EXPIRED();
    // A valid signature has a `u` of the strict shape it was signed with.
    const signedFor = String((request.query as SignedQuery).u);
    if (!(await this.visibility.allows(path, signedFor))) throw MediaErrors.TRACK_UNAVAILABLE();

    await this.sendStored(path, { maxAgeS: secondsLeft, shared: false }, request, reply);
  }

  /**
   * A public image (`images/…`) from storage, for a storage that browsers do not read directly
   * (docs/adr/0039): the same Range and conditional answers, cacheable by anyone for a day.
   */
  async servePublic(rawPath: string, request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const path = toStoragePath(rawPath);
    if (path === null) throw MediaErrors.FILE_NOT_FOUND();
    void reply.header('x-content-type-options', 'nosniff');
    await this.sendStored(path, PUBLIC_IMAGE_CACHE, request, reply);
  }

  /**
   * A track's waveform peaks (docs/adr/0048): public, no signature — a thousand numbers from 0
   * to 1 reveal nothing a listener could not hear —, served as JSON and cached for a year. Only
   * paths shaped like peaks files are served at all; any other path is "no such file".
   */
  async servePeaks(rawPath: string, request: FastifyRequest, reply: FastifyReply): Promise<void> {
    void reply.headers(BYTES_ONLY);
    const path = toStoragePath(rawPath);
    if (path === null || !isPeaksPath(path)) throw MediaErrors.FILE_NOT_FOUND();
    await this.sendStored(path, PEAKS_CACHE, request, reply);
  }

  private async sendStored(
    path: string,
    cache: CachePolicy,
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<void> {
    const file = await this.storage.open(path);
    if (file === null) throw MediaErrors.FILE_NOT_FOUND();
    try {
      await this.answer(file, path, cache, request, reply);
    } finally {
      file.close();
    }
  }

  private async answer(
    file: StoredFileReader,
    path: string,
    cache: CachePolicy,
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<void> {
    const { headers } = request;
    const plan = planStreamReply(
      {
        range: headers.range,
        ifRange: joined(headers['if-range']),
        ifNoneMatch: headers['if-none-match'],
        ifModifiedSince: headers['if-modified-since'],
      },
      { ...file.info, contentType: this.storage.contentType(path) },
      cache,
    );
    void reply.headers(plan.headers);
    if (plan.status === 416) throw MediaErrors.RANGE_NOT_SATISFIABLE();
    if (plan.body === null || request.method === 'HEAD') {
      void reply.status(plan.status).send();
      return;
    }
    await this.sendBytes(file, plan.status, plan.body, request, reply);
  }

  /**
   * The body goes from the storage's pooled buffers straight to the socket (Fastify's stream
   * piping would need a fresh buffer per chunk), so the reply is hijacked and the headers that
   * Fastify's hooks gathered are written here, with the request id its onSend hook would add.
   */
  private async sendBytes(
    file: StoredFileReader,
    status: number,
    range: ByteRange,
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<void> {
    reply.hijack();
    const response = reply.raw;
    // Like nginx's send_timeout: a client that stops reading must not pin an fd and buffers.
    response.setTimeout(SEND_IDLE_TIMEOUT_MS, () => response.destroy());
    const gathered = Object.entries(reply.getHeaders()).filter(([, value]) => value !== undefined);
    response.writeHead(status, Object.fromEntries([...gathered, ['x-request-id', request.id]]));
    try {
      await file.writeRange(range, response);
      response.end();
    } catch (error) {
      // A listener who skips ahead closes the connection: normal, not worth a log line.
      if (!response.destroyed) request.log.warn({ err: error }, 'media stream failed');
      // The status line is out: cutting the connection is the only way left to say "failed".
      response.destroy();
    }
  }
}
