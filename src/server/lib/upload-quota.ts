import { AppError } from './app-error';
import type { RateLimiter } from './rate-limit';
import { UPLOADS } from '../../shared/constants';

/** Who is uploading: every upload of a user of one kind (images, documents) counts against one quota. */
export interface Uploader {
  userId: string;
  limiter: RateLimiter;
}

/**
 * Claims one file and its bytes from the user's upload quota of one kind (its keys start with `keyPrefix`) in the
 * shared database (atomic, so parallel uploads from any process cannot overrun it). A refused claim is handed back
 * and is a 429 with `message`. Returns the release to call when the upload is not stored after all.
 */
export async function claimUploadQuota(
  uploader: Uploader,
  bytes: number,
  quota: { keyPrefix: string; message: string },
): Promise<() => Promise<void>> {
  const files = `${quota.keyPrefix}files:${uploader.userId}`;
  const volume = `${quota.keyPrefix}bytes:${uploader.userId}`;
  const seconds = UPLOADS.quotaWindowSeconds;
  const release = async () => {
    await uploader.limiter.release(files, 1);
    await uploader.limiter.release(volume, bytes);
  };
  const f = await uploader.limiter.reserve(files, seconds, UPLOADS.quotaFiles, 1);
  const b = await uploader.limiter.reserve(volume, seconds, UPLOADS.quotaBytes, bytes);
  if (!f.allowed || !b.allowed) {
    await release();
    throw AppError.of('RATE_LIMITED', quota.message);
  }
  return release;
}
