/** Cache validators of a stored file (RFC 9110 §8.8) and the conditional-request checks. */
export interface Validators {
  /** Strong: the bytes at one size and modification time never change (files are replaced whole). */
  etag: string;
  lastModified: string;
  /** Modification time in whole seconds, the precision of HTTP dates. */
  mtimeS: number;
}

export function validatorsFor(size: number, mtime: Date): Validators {
  const mtimeMs = Math.floor(mtime.getTime());
  return {
    etag: `"${size.toString(16)}-${mtimeMs.toString(16)}"`,
    lastModified: mtime.toUTCString(),
    mtimeS: Math.floor(mtimeMs / 1000),
  };
}

const opaqueTag = (tag: string): string => (tag.startsWith('W/') ? tag.slice(2) : tag);

const httpDateSeconds = (value: string): number | null => {
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? null : Math.floor(ms / 1000);
};

export interface ConditionalHeaders {
  ifNoneMatch?: string | undefined;
  ifModifiedSince?: string | undefined;
  ifRange?: string | undefined;
}

/**
 * True when a GET/HEAD may answer 304 (RFC 9110 §13.2.2): If-None-Match decides with weak
 * comparison when present; only without it does If-Modified-Since count.
 */
export function isNotModified(headers: ConditionalHeaders, validators: Validators): boolean {
  if (headers.ifNoneMatch !== undefined) {
    const tags = headers.ifNoneMatch.split(',').map((tag) => tag.trim());
    return tags.some((tag) => tag === '*' || opaqueTag(tag) === opaqueTag(validators.etag));
  }
  if (headers.ifModifiedSince !== undefined) {
    const since = httpDateSeconds(headers.ifModifiedSince);
    return since !== null && validators.mtimeS <= since;
  }
  return false;
}

/**
 * Whether a Range may be honoured under If-Range (RFC 9110 §13.1.5): the client's copy must be
 * this exact representation — strong ETag comparison, or a date equal to Last-Modified. Otherwise
 * the whole file is sent so the client never splices bytes of two versions.
 */
export function ifRangeHolds(ifRange: string | undefined, validators: Validators): boolean {
  if (ifRange === undefined) return true;
  const value = ifRange.trim();
  if (value.startsWith('"') || value.startsWith('W/')) return value === validators.etag;
  return httpDateSeconds(value) === validators.mtimeS;
}
