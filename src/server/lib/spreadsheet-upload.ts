import { UPLOADS } from '../../shared/constants';

/**
 * Reused buffers for spreadsheet uploads (issue 32). An upload copied into new memory paid for every page of it on
 * the way in: on the 2-core test machine, copying eight 4.9 MB uploads arriving at once into fresh buffers held the
 * event loop for 50-150 ms at a time, and the garbage they left made the collector run more. A buffer that has held
 * an upload before costs only the copying. A few are kept (UPLOAD_BUFFERS_KEPT × 5 MB, allocated as uploads come);
 * beyond them an upload gets a buffer of its own, as before.
 */

/** Buffers kept between uploads: the process's import slots plus a couple being read when those are taken. */
export const UPLOAD_BUFFERS_KEPT = 6;
const free: Buffer[] = [];

/**
 * Runs `work` with a buffer of UPLOADS.maxBytes to read one upload into, taken back when `work` settles: nothing
 * `work` returns may still refer to it (a spreadsheet import returns parsed rows, never the bytes). A reused buffer
 * still holds an earlier upload's bytes past what is read into it; callers use only the view they read.
 */
export async function withUploadBuffer<T>(work: (buffer: Buffer) => Promise<T>): Promise<T> {
  const buffer = free.pop() ?? Buffer.allocUnsafeSlow(UPLOADS.maxBytes);
  try {
    return await work(buffer);
  } finally {
    if (free.length < UPLOAD_BUFFERS_KEPT) free.push(buffer);
  }
}
