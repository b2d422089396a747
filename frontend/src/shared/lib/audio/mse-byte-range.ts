/** Bytes asked for at a time: about 8 s of AAC at 256 kb/s, so memory follows the playhead. */
export const CHUNK_BYTES = 256 * 1024;

/** One read of a rendition's bytes. */
export interface ByteChunk {
  bytes: Uint8Array<ArrayBuffer>;
  /** Where the next read starts, or null once the file has been read to its end. */
  nextOffset: number | null;
}

const CONTENT_RANGE = /^bytes (\d+)-(\d+)\/(\d+|\*)$/;
const RANGE_NOT_SATISFIABLE = 416;

/** Where the next chunk starts after a 206 reply, or null when this one reached the file's end. */
function offsetAfter(contentRange: string | null, offset: number, length: number): number | null {
  const match = CONTENT_RANGE.exec(contentRange ?? '');
  const next = offset + length;
  if (match === null || match[3] === '*') return length < CHUNK_BYTES ? null : next;
  return next >= Number(match[3]) ? null : next;
}

/**
 * Reads up to CHUNK_BYTES of `url` from `offset` with a Range request (the signed media
 * addresses serve ranges, docs/architecture.md). A server that answers 200 sends the whole file:
 * that is the last read, from `offset` on. Rejects on a network error, an abort or any other status.
 */
export async function fetchByteChunk(
  fetcher: typeof fetch,
  url: string,
  offset: number,
  signal: AbortSignal,
): Promise<ByteChunk> {
  const response = await fetcher(url, {
    headers: { Range: `bytes=${offset}-${offset + CHUNK_BYTES - 1}` },
    signal,
  });
  if (response.status === RANGE_NOT_SATISFIABLE)
    return { bytes: new Uint8Array(0), nextOffset: null };
  if (response.status !== 200 && response.status !== 206) {
    throw new Error(`The audio rendition answered ${response.status}`);
  }
  const bytes = new Uint8Array(await response.arrayBuffer());
  // The whole file, whatever was asked: what was read before is not appended twice.
  if (response.status === 200) return { bytes: bytes.subarray(offset), nextOffset: null };
  if (bytes.length === 0) return { bytes, nextOffset: null };
  return {
    bytes,
    nextOffset: offsetAfter(response.headers.get('content-range'), offset, bytes.length),
  };
}
