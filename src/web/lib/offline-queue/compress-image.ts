/**
 * A photo made small enough to queue and upload: drawn on a canvas at most `maxSide` pixels on its longer side and
 * encoded as JPEG, lowering the quality until it is under `maxBytes` (then the size, if the lowest quality is still too
 * big). A file that already fits as a JPEG within both bounds is returned as it is.
 */
export async function compressImage(file: File, maxSide = 1600, maxBytes = 1_000_000): Promise<Blob> {
  const bitmap = await createImageBitmap(file);
  try {
    const { width, height } = bitmap;
    if (file.type === 'image/jpeg' && file.size <= maxBytes && Math.max(width, height) <= maxSide) return file;
    let scale = Math.min(1, maxSide / Math.max(width, height));
    for (let round = 0; round < 4; round++) {
      const w = Math.max(1, Math.round(width * scale));
      const h = Math.max(1, Math.round(height * scale));
      for (const quality of [0.85, 0.75, 0.65, 0.55, 0.45, 0.35]) {
        const blob = await encodeJpeg(bitmap, w, h, quality);
        if (blob.size <= maxBytes) return blob;
      }
      scale *= 0.7;
    }
    return encodeJpeg(bitmap, Math.max(1, Math.round(width * scale)), Math.max(1, Math.round(height * scale)), 0.35);
  } finally {
    bitmap.close();
  }
}

async function encodeJpeg(bitmap: ImageBitmap, width: number, height: number, quality: number): Promise<Blob> {
  if (typeof OffscreenCanvas !== 'undefined') {
    const canvas = new OffscreenCanvas(width, height);
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('No 2D canvas');
    ctx.fillStyle = '#fff'; // a PNG's transparent parts become white, not black
    ctx.fillRect(0, 0, width, height);
    ctx.drawImage(bitmap, 0, 0, width, height);
    return canvas.convertToBlob({ type: 'image/jpeg', quality });
  }
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('No 2D canvas');
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, width, height);
  ctx.drawImage(bitmap, 0, 0, width, height);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The photo could not be encoded'))), 'image/jpeg', quality),
  );
}
