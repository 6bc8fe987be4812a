import sharp from 'sharp';
import { TEST_ORIGIN, type TestApp } from './harness';
import type { MarketingAsset, MarketingAssetFields } from '../../shared/marketing.contracts';

/** A real PNG (sharp), `width` × `height`, one colour: what an image asset is uploaded as. */
export function pngOf(width = 800, height = 400, background = '#B91C1C'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();
}

/** A small PDF file-type recognises by its header. */
export const TINY_PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

export interface FormFile {
  filename: string;
  content: Buffer;
  type?: string;
}

/** A multipart/form-data body of text fields followed by at most one file ("file"), for app.inject. */
export function multipartForm(fields: Record<string, string | null | undefined>, file?: FormFile) {
  const boundary = '----fhmkt' + Math.random().toString(16).slice(2);
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined || value === null) continue;
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.filename}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** POSTs a new asset (fields + optional file) as the caller; returns the raw response. */
export function postAsset(t: TestApp, cookie: string, fields: Partial<Record<keyof MarketingAssetFields, string | null>>, file?: FormFile) {
  const body = multipartForm(fields, file);
  return t.app.inject({
    method: 'POST',
    url: '/api/marketing/assets',
    payload: body.payload,
    headers: { ...body.headers, cookie, origin: TEST_ORIGIN },
  });
}

/** POSTs a replacement file for an asset. */
export function postAssetFile(t: TestApp, cookie: string, id: string, file: FormFile) {
  const body = multipartForm({}, file);
  return t.app.inject({
    method: 'POST',
    url: `/api/marketing/assets/${id}/file`,
    payload: body.payload,
    headers: { ...body.headers, cookie, origin: TEST_ORIGIN },
  });
}

/**
 * Creates an asset through the API (as a franchisor): by default a brand-wide "Promotions" image with a real PNG;
 * a video gets a link and no file.
 */
export async function makeAsset(
  t: TestApp,
  cookie: string,
  fields: Partial<Record<keyof MarketingAssetFields, string | null>> = {},
  file?: FormFile | null,
): Promise<MarketingAsset> {
  const type = fields.type ?? 'image';
  const all = { title: 'Summer promo banner', description: 'Counter banner', type, category: 'Promotions', ...fields };
  const upload =
    file === null || type === 'video' ? undefined : (file ?? { filename: 'banner.png', content: await pngOf(), type: 'image/png' });
  const res = await postAsset(t, cookie, all, upload);
  if (res.statusCode !== 201) throw new Error(`makeAsset failed: ${res.statusCode} ${res.body}`);
  return res.json() as MarketingAsset;
}
