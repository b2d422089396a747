import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The part of `@20minutes/s3rver` (an S3-compatible server on npm, CommonJS, untyped) we use. */
interface S3rverInstance {
  run(): Promise<{ address: string; port: number }>;
  close(): Promise<void>;
  /** Its Koa middleware, the router last. */
  middleware: KoaMiddleware[];
}
type KoaMiddleware = (
  ctx: { path: string; mountPath?: string; state: { vhost?: boolean } },
  next: () => Promise<void>,
) => Promise<void>;
type S3rverConstructor = new (options: {
  address: string;
  port: number;
  silent: boolean;
  directory: string;
  configureBuckets: { name: string }[];
}) => S3rverInstance;

const S3rver = createRequire(import.meta.url)('@20minutes/s3rver') as S3rverConstructor;

/** s3rver's one account: it checks every signature against this key pair. */
const ACCESS_KEY_ID = 'S3RVER';
const SECRET_ACCESS_KEY = 'S3RVER';

export interface S3TestServer {
  endpoint: string;
  bucket: string;
  /** The app's settings for this server (STORAGE_DRIVER=s3 and the S3_* variables). */
  env: Record<string, string>;
  close: () => Promise<void>;
}

/**
 * An S3-compatible server in this process on a free loopback port, storing in a scratch folder,
 * with one empty bucket. It verifies SigV4 signatures and presigned expiry like S3 does.
 */
export async function startS3Server(bucket = 'encore-media'): Promise<S3TestServer> {
  const directory = await mkdtemp(join(tmpdir(), 'encore-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  // s3rver checks a bucket-level request (ListObjectsV2: `GET /<bucket>/`) against its path
  // without the trailing slash, while the AWS SDK signs it with the slash, as S3 checks it:
  // have s3rver build the path as signed (its virtual-host branch keeps the slash).
  server.middleware.splice(-1, 0, (ctx, next) => {
    if (/^\/[^/]+\/$/.test(ctx.path)) {
      ctx.state.vhost = true;
      ctx.mountPath = '/';
    }
    return next();
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    env: {
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: ACCESS_KEY_ID,
      S3_SECRET_ACCESS_KEY: SECRET_ACCESS_KEY,
      S3_FORCE_PATH_STYLE: 'true',
    },
    close: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
