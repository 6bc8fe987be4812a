import type { Config } from '../../config';
import { createLocalStorage } from './local';
import { createS3Storage } from './s3';
import type { Storage } from './storage';

export type { ObjectRef, Storage, Visibility } from './storage';
export { UPLOAD_URL_PREFIX } from './storage';

/** An S3-compatible bucket when S3_BUCKET is set; otherwise local disk under DATA_DIR/uploads. */
export function createStorage(config: Config): Storage {
  if (!config.S3_BUCKET) return createLocalStorage(config.DATA_DIR);
  return createS3Storage({
    bucket: config.S3_BUCKET,
    region: config.S3_REGION,
    endpoint: config.S3_ENDPOINT,
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
    publicUrl: config.S3_PUBLIC_URL,
  });
}

/** Origins images may load from besides the app itself (the page's CSP img-src): the bucket's public URL, if any. */
export function imageOrigins(config: Config): string[] {
  return config.S3_BUCKET && config.S3_PUBLIC_URL ? [new URL(config.S3_PUBLIC_URL).origin] : [];
}
