import { selectRange } from './byte-range.js';
import {
  type ConditionalHeaders,
  ifRangeHolds,
  isNotModified,
  validatorsFor,
} from './validators.js';

export interface StreamRequest extends ConditionalHeaders {
  range?: string | undefined;
}

export interface StreamFile {
  size: number;
  mtime: Date;
  contentType: string;
}

/**
 * How long caches may keep the bytes, and whether only the browser's (`private`: a signed
 * address is one listener's grant) or any cache on the way (`public`: artwork anyone may see).
 */
export interface CachePolicy {
  maxAgeS: number;
  shared: boolean;
  /** The bytes at this address never change (a versioned path): no revalidation while fresh. */
  immutable?: boolean;
}

/** The reply to a GET of a stored file, decided before any byte is read. */
export interface StreamPlan {
  status: 200 | 206 | 304 | 416;
  headers: Record<string, string>;
  /** Inclusive byte offsets to send; null when there is no body (304, 416, an empty file). */
  body: { start: number; end: number } | null;
}

/**
 * Conditionals first (304), then Range under If-Range (206, or 416 naming the size), else
 * the whole file. For a signed URL, `cache.maxAgeS` is how long it stays valid: caches may keep
 * the bytes no longer than the address that fetched them (and only privately).
 */
export function planStreamReply(
  request: StreamRequest,
  file: StreamFile,
  cache: CachePolicy,
): StreamPlan {
  const validators = validatorsFor(file.size, file.mtime);
  const common = {
    'accept-ranges': 'bytes',
    etag: validators.etag,
    'last-modified': validators.lastModified,
    'cache-control': `${cache.shared ? 'public' : 'private'}, max-age=${Math.max(0, Math.floor(cache.maxAgeS))}${cache.immutable === true ? ', immutable' : ''}`,
  };
  if (isNotModified(request, validators)) return { status: 304, headers: common, body: null };
  const selection = ifRangeHolds(request.ifRange, validators)
    ? selectRange(request.range, file.size)
    : { kind: 'whole' as const };
  switch (selection.kind) {
    case 'unsatisfiable':
      return {
        status: 416,
        headers: { ...common, 'content-range': `bytes */${file.size}` },
        body: null,
      };
    case 'partial': {
      const { start, end } = selection;
      return {
        status: 206,
        headers: {
          ...common,
          'content-type': file.contentType,
          'content-length': String(end - start + 1),
          'content-range': `bytes ${start}-${end}/${file.size}`,
        },
        body: { start, end },
      };
    }
    case 'whole':
      return {
        status: 200,
        headers: {
          ...common,
          'content-type': file.contentType,
          'content-length': String(file.size),
        },
        body: file.size > 0 ? { start: 0, end: file.size - 1 } : null,
      };
  }
}
