import { CHUNK_BYTES, fetchByteChunk } from './mse-byte-range';

const bytes = (length: number) => new Uint8Array(length).map((_, index) => index % 251);

/** A fetch that answers once with `response`, recording the Range asked for. */
function answering(response: Response) {
  const asked: (string | null)[] = [];
  const fetcher = ((_url: string, init?: RequestInit) => {
    asked.push(new Headers(init?.headers).get('range'));
    return Promise.resolve(response);
  }) as typeof fetch;
  return { fetcher, asked };
}
const signal = new AbortController().signal;

describe('reading a rendition by byte range', () => {
  test('asks for one chunk and says where the next starts, until the total is reached', async () => {
    const total = CHUNK_BYTES + 100;
    const first = answering(
      new Response(bytes(CHUNK_BYTES), {
        status: 206,
        headers: { 'content-range': `bytes 0-${CHUNK_BYTES - 1}/${total}` },
      }),
    );
    const chunk = await fetchByteChunk(first.fetcher, '/a.m4a', 0, signal);
    expect(first.asked).toEqual([`bytes=0-${CHUNK_BYTES - 1}`]);
    expect(chunk.bytes).toHaveLength(CHUNK_BYTES);
    expect(chunk.nextOffset).toBe(CHUNK_BYTES);

    const last = answering(
      new Response(bytes(100), {
        status: 206,
        headers: { 'content-range': `bytes ${CHUNK_BYTES}-${total - 1}/${total}` },
      }),
    );
    expect((await fetchByteChunk(last.fetcher, '/a.m4a', CHUNK_BYTES, signal)).nextOffset).toBe(
      null,
    );
  });

  test('a server that ignores the range sends the whole file: only the part not yet read is kept', async () => {
    const whole = bytes(1000);
    const { fetcher } = answering(new Response(whole, { status: 200 }));
    const chunk = await fetchByteChunk(fetcher, '/a.m4a', 400, signal);
    expect(chunk.nextOffset).toBeNull();
    expect(Array.from(chunk.bytes)).toEqual(Array.from(whole.subarray(400)));
  });

  test('past the end is the end; any other status is a failure', async () => {
    const beyond = answering(new Response(null, { status: 416 }));
    expect(await fetchByteChunk(beyond.fetcher, '/a.m4a', 5000, signal)).toEqual({
      bytes: new Uint8Array(0),
      nextOffset: null,
    });
    const refused = answering(new Response(null, { status: 403 }));
    await expect(fetchByteChunk(refused.fetcher, '/a.m4a', 0, signal)).rejects.toThrow(
      'The audio rendition answered 403',
    );
  });
});
