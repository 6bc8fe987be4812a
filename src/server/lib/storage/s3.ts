import { Disk } from 'flydrive';
import { S3Driver } from 'flydrive/drivers/s3';
import type { Storage } from './storage';
import { storageOverDisk } from './flydrive-storage';

export interface S3Settings {
  bucket: string;
  region: string;
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
  /** Where "public/…" is readable without credentials (CDN or bucket URL); unset: the API streams public images. */
  publicUrl?: string;
}

/**
 * An S3-compatible bucket (AWS S3, Cloudflare R2, MinIO…). No object ACLs are sent (R2 and many MinIO set-ups refuse
 * them): visibility is the key's first folder, and only "public/*" may be opened by a bucket policy.
 */
export function createS3Storage(s: S3Settings): Storage {
  const credentials = s.accessKeyId && s.secretAccessKey ? { accessKeyId: s.accessKeyId, secretAccessKey: s.secretAccessKey } : undefined;
  const disk = new Disk(
    new S3Driver({
      bucket: s.bucket,
      region: s.region,
      endpoint: s.endpoint,
      forcePathStyle: s.forcePathStyle,
      // Without keys the SDK's own chain applies (instance role, AWS_* variables, shared config).
      ...(credentials ? { credentials } : {}),
      visibility: 'private',
      supportsACL: false,
    }),
  );
  return storageOverDisk({ driver: 's3', disk, publicBaseUrl: s.publicUrl });
}
