/**
 * The pixel size an image declares in its header, read without decoding it: PNG from IHDR, JPEG from the
 * first SOF frame header. A decoder would allocate width × height, so uploads are judged by this before any
 * image is stored or shown. Returns null when the header cannot be read.
 */
export function imageDimensions(buf: Buffer, type: 'image/png' | 'image/jpeg'): { width: number; height: number } | null {
  return type === 'image/png' ? pngDimensions(buf) : jpegDimensions(buf);
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The signature, then IHDR must be the first chunk: length (4) "IHDR" (4) width (4) height (4). */
function pngDimensions(buf: Buffer) {
  if (buf.length < 24 || !buf.subarray(0, 8).equals(PNG_SIGNATURE) || buf.toString('latin1', 12, 16) !== 'IHDR') return null;
  return { width: buf.readUInt32BE(16), height: buf.readUInt32BE(20) };
}

/** Start-of-frame markers (baseline, progressive, lossless, arithmetic); C4, C8 and CC share the range but are not frames. */
const SOF = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

/** Walks the segments after SOI until a frame header; scan data (SOS) or the end before one means unreadable. */
function jpegDimensions(buf: Buffer) {
  if (buf.length < 4 || buf[0] !== 0xff || buf[1] !== 0xd8) return null;
  let at = 2;
  while (at + 4 <= buf.length) {
    if (buf[at] !== 0xff) return null;
    const marker = buf[at + 1];
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2; // markers without a length
      continue;
    }
    if (marker === 0xda || marker === 0xd9) return null;
    const length = buf.readUInt16BE(at + 2);
    if (length < 2) return null;
    if (SOF.has(marker)) {
      if (length < 7 || at + 9 > buf.length) return null;
      return { height: buf.readUInt16BE(at + 5), width: buf.readUInt16BE(at + 7) };
    }
    at += 2 + length;
  }
  return null;
}
