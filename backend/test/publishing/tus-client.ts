import { request } from 'node:http';

/** A reply to one tus request, with the envelope parsed when there is one. */
export interface TusReply {
  status: number;
  headers: Headers;
  body: Record<string, unknown>;
  /** `Location` resolved against the server. */
  location: string | null;
  offset: number | null;
}

const encodeMetadata = (metadata: Record<string, string>): string =>
  Object.entries(metadata)
    .map(([key, value]) => `${key} ${Buffer.from(value, 'utf8').toString('base64')}`)
    .join(',');

/**
 * The few tus 1.0 requests the tests need, over real HTTP (what tus-js-client and Uppy send):
 * creation, PATCH at an offset, HEAD, DELETE — plus a PATCH cut off part-way.
 */
export class TusClient {
  constructor(
    readonly baseUrl: string,
    readonly token: string | null,
  ) {}

  private headers(extra: Record<string, string> = {}): Record<string, string> {
    return {
      'tus-resumable': '1.0.0',
      ...(this.token === null ? {} : { authorization: `Bearer ${this.token}` }),
      ...extra,
    };
  }

  private async reply(response: Response): Promise<TusReply> {
    const text = await response.text();
    const location = response.headers.get('location');
    const offset = response.headers.get('upload-offset');
    return {
      status: response.status,
      headers: response.headers,
      body: text.startsWith('{') ? (JSON.parse(text) as Record<string, unknown>) : {},
      location: location === null ? null : new URL(location, this.baseUrl).href,
      offset: offset === null ? null : Number(offset),
    };
  }

  /** Creates an upload; with `body`, sends those first bytes in the same request. */
  async create(
    size: number | null,
    metadata: Record<string, string>,
    body?: Uint8Array,
  ): Promise<TusReply> {
    const headers = this.headers({
      ...(size === null ? { 'upload-defer-length': '1' } : { 'upload-length': String(size) }),
      ...(Object.keys(metadata).length > 0 ? { 'upload-metadata': encodeMetadata(metadata) } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/offset+octet-stream' }),
    });
    return this.reply(
      await fetch(`${this.baseUrl}/api/studio/uploads`, {
        method: 'POST',
        headers,
        body: body ?? null,
      }),
    );
  }

  async patch(url: string, offset: number, bytes: Uint8Array): Promise<TusReply> {
    const headers = this.headers({
      'upload-offset': String(offset),
      'content-type': 'application/offset+octet-stream',
    });
    return this.reply(await fetch(url, { method: 'PATCH', headers, body: bytes }));
  }

  async head(url: string): Promise<TusReply> {
    return this.reply(await fetch(url, { method: 'HEAD', headers: this.headers() }));
  }

  async delete(url: string): Promise<TusReply> {
    return this.reply(await fetch(url, { method: 'DELETE', headers: this.headers() }));
  }

  /** Sends every byte from `offset` in PATCHes of `chunk` bytes; the last reply. */
  async patchAll(url: string, bytes: Buffer, offset = 0, chunk = 256 * 1024): Promise<TusReply> {
    let at = offset;
    for (;;) {
      const reply = await this.patch(url, at, bytes.subarray(at, at + chunk));
      if (reply.status !== 204 || reply.offset === null) return reply;
      at = reply.offset;
      if (at >= bytes.length) return reply;
    }
  }

  /**
   * A PATCH whose connection drops part-way, as a closed laptop's does: announces `announced`
   * bytes, sends `bytes`, waits until `arrived()` says the server has them, then `cut`s and
   * destroys the socket without waiting for a reply.
   */
  async patchCutOff(
    url: string,
    offset: number,
    bytes: Uint8Array,
    announced: number,
    arrived: () => Promise<boolean>,
    /** What cuts it: by default the client drops the connection; a test may kill the server. */
    cut?: () => Promise<void>,
  ): Promise<void> {
    const target = new URL(url);
    const sent = request(target, {
      method: 'PATCH',
      headers: this.headers({
        'upload-offset': String(offset),
        'content-type': 'application/offset+octet-stream',
        // It announces more than it sends: the server keeps waiting for the rest.
        'content-length': String(announced),
      }),
    });
    sent.on('error', () => undefined);
    sent.write(bytes);
    const deadline = Date.now() + 30_000;
    while (!(await arrived())) {
      if (Date.now() > deadline) throw new Error('the bytes never arrived');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await cut?.();
    sent.destroy();
  }
}
