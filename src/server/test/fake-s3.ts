import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createHash } from 'node:crypto';
import type { AddressInfo } from 'node:net';

interface StoredObject {
  body: Buffer;
  contentType: string;
  etag: string;
  lastModified: Date;
}

export interface FakeS3 {
  /** http://127.0.0.1:<port>, for S3_ENDPOINT (path-style: /<bucket>/<key>). */
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** What the bucket holds, by full key ("public/avatars/…"), for assertions. */
  objects: Map<string, StoredObject>;
  /** Every request as "METHOD /path", to show which calls reached the bucket. */
  requests: string[];
  close(): Promise<void>;
}

const xml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function error(res: ServerResponse, status: number, code: string, head = false) {
  res.writeHead(status, { 'content-type': 'application/xml' });
  res.end(head ? undefined : `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${code}</Message></Error>`);
}

/**
 * The body of a PUT. Newer AWS SDKs may send `aws-chunked` content (hex size;chunk-signature lines, then trailers such
 * as a checksum), which this decodes; a plain body is taken as it is.
 */
function decodeBody(req: IncomingMessage, raw: Buffer): Buffer {
  if (!String(req.headers['content-encoding'] ?? '').includes('aws-chunked')) return raw;
  const parts: Buffer[] = [];
  let at = 0;
  for (;;) {
    const eol = raw.indexOf('\r\n', at);
    if (eol < 0) break;
    const size = parseInt(raw.toString('latin1', at, eol).split(';')[0], 16);
    if (!size) break;
    parts.push(raw.subarray(eol + 2, eol + 2 + size));
    at = eol + 2 + size + 2;
  }
  return Buffer.concat(parts);
}

/**
 * A tiny in-process S3-compatible server for tests, path-style only: PutObject, GetObject, HeadObject, DeleteObject
 * and ListObjectsV2 on one bucket. It refuses requests not signed with its access key id (it does not recompute the
 * SigV4 signature) and any other bucket, so a misconfigured client fails as it would against a real service.
 */
export async function startFakeS3(opts: { bucket?: string } = {}): Promise<FakeS3> {
  const bucket = opts.bucket ?? 'test-bucket';
  const accessKeyId = 'FAKEKEYID';
  const secretAccessKey = 'fake-secret-access-key';
  const objects = new Map<string, StoredObject>();
  const requests: string[] = [];

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const method = req.method ?? 'GET';
      requests.push(`${method} ${url.pathname}`);
      const head = method === 'HEAD';
      if (!String(req.headers.authorization ?? '').includes(`Credential=${accessKeyId}/`))
        return error(res, 403, 'InvalidAccessKeyId', head);
      const [, name, ...rest] = url.pathname.split('/');
      if (name !== bucket) return error(res, 404, 'NoSuchBucket', head);
      const key = decodeURIComponent(rest.join('/'));

      if (!key && method === 'GET' && url.searchParams.get('list-type') === '2') {
        const prefix = url.searchParams.get('prefix') ?? '';
        const found = [...objects.entries()].filter(([k]) => k.startsWith(prefix)).sort(([a], [b]) => (a < b ? -1 : 1));
        const contents = found
          .map(
            ([k, o]) =>
              `<Contents><Key>${xml(k)}</Key><LastModified>${o.lastModified.toISOString()}</LastModified><ETag>"${o.etag}"</ETag><Size>${o.body.length}</Size><StorageClass>STANDARD</StorageClass></Contents>`,
          )
          .join('');
        res.writeHead(200, { 'content-type': 'application/xml' });
        return res.end(
          `<?xml version="1.0" encoding="UTF-8"?><ListBucketResult><Name>${bucket}</Name><Prefix>${xml(prefix)}</Prefix><KeyCount>${found.length}</KeyCount><MaxKeys>1000</MaxKeys><IsTruncated>false</IsTruncated>${contents}</ListBucketResult>`,
        );
      }
      if (!key) return error(res, 400, 'InvalidRequest', head);

      if (method === 'PUT') {
        const body = decodeBody(req, Buffer.concat(chunks));
        const etag = createHash('md5').update(body).digest('hex');
        objects.set(key, {
          body,
          etag,
          contentType: String(req.headers['content-type'] ?? 'binary/octet-stream'),
          lastModified: new Date(),
        });
        res.writeHead(200, { etag: `"${etag}"` });
        return res.end();
      }
      if (method === 'DELETE') {
        objects.delete(key);
        res.writeHead(204);
        return res.end();
      }
      if (method === 'GET' || head) {
        const o = objects.get(key);
        if (!o) return error(res, 404, head ? 'NotFound' : 'NoSuchKey', head);
        res.writeHead(200, {
          'content-type': o.contentType,
          'content-length': o.body.length,
          etag: `"${o.etag}"`,
          'last-modified': o.lastModified.toUTCString(),
        });
        return res.end(head ? undefined : o.body);
      }
      return error(res, 405, 'MethodNotAllowed', head);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    accessKeyId,
    secretAccessKey,
    objects,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}

/** The S3_* environment that points the app at a fake bucket (for createTestApp({ env })). */
export function fakeS3Env(s3: FakeS3, extra: Record<string, string> = {}): Record<string, string> {
  return {
    S3_BUCKET: s3.bucket,
    S3_REGION: 'us-east-1',
    S3_ENDPOINT: s3.endpoint,
    S3_ACCESS_KEY_ID: s3.accessKeyId,
    S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
    S3_FORCE_PATH_STYLE: 'true',
    ...extra,
  };
}
