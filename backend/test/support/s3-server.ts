import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
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
type KoaMiddleware = (ctx: KoaContext, next: () => Promise<void>) => Promise<void>;
interface KoaContext {
  method: string;
  path: string;
  query: Record<string, string | string[] | undefined>;
  mountPath?: string;
  state: { vhost?: boolean };
  status: number;
  type: string;
  body: unknown;
}
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
  // s3rver stores multipart parts but answers ListParts (`GET /<bucket>/<key>?uploadId=`) with
  // MethodNotAllowed; @tus/s3-store reads an upload's offset with it. Answer from the parts it
  // stored (`<bucket>/._S3rver_uploads/<uploadId>/<n>` and `<n>.md5`), as S3 does.
  server.middleware.splice(-1, 0, async (ctx, next) => {
    const uploadId = ctx.query.uploadId;
    if (ctx.method !== 'GET' || typeof uploadId !== 'string') return next();
    const [, bucketName = '', ...key] = ctx.path.split('/');
    ctx.type = 'application/xml';
    const parts = await storedParts(join(directory, bucketName, '._S3rver_uploads', uploadId));
    if (parts === null) {
      ctx.status = 404;
      ctx.body = `<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchUpload</Code><Message>The specified upload does not exist.</Message><UploadId>${uploadId}</UploadId></Error>`;
      return;
    }
    ctx.status = 200;
    ctx.body = listPartsXml(bucketName, decodeURIComponent(key.join('/')), uploadId, parts);
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

interface StoredPart {
  number: number;
  size: number;
  md5: string;
  modified: Date;
}

/** The parts s3rver stored for an upload, in order; null when there is no such upload. */
async function storedParts(uploadDir: string): Promise<StoredPart[] | null> {
  const names = await readdir(uploadDir).catch(() => null);
  if (names === null) return null;
  const numbers = names.filter((name) => /^\d+$/.test(name)).map(Number);
  const parts = await Promise.all(
    numbers.map(async (number) => {
      const file = join(uploadDir, String(number));
      const [facts, md5] = await Promise.all([stat(file), readFile(`${file}.md5`, 'utf8')]);
      return { number, size: facts.size, md5: md5.trim(), modified: facts.mtime };
    }),
  );
  return parts.sort((a, b) => a.number - b.number);
}

const listPartsXml = (bucket: string, key: string, uploadId: string, parts: StoredPart[]) =>
  [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<ListPartsResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/">',
    `<Bucket>${bucket}</Bucket><Key>${key}</Key><UploadId>${uploadId}</UploadId>`,
    `<PartNumberMarker>0</PartNumberMarker><NextPartNumberMarker>${parts.at(-1)?.number ?? 0}</NextPartNumberMarker>`,
    '<MaxParts>10000</MaxParts><IsTruncated>false</IsTruncated>',
    ...parts.map(
      (part) =>
        `<Part><PartNumber>${part.number}</PartNumber><LastModified>${part.modified.toISOString()}</LastModified>` +
        `<ETag>"${part.md5}"</ETag><Size>${part.size}</Size></Part>`,
    ),
    '</ListPartsResult>',
  ].join('');
