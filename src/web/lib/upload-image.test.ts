import { afterEach, describe, expect, it, vi } from 'vitest';
import { imageContentProblem, NOT_AN_IMAGE_MESSAGE, uploadImage } from './upload-image';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('image content check', () => {
  const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
  const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16]);

  it('accepts PNG and JPEG content and refuses anything else, whatever the name says', async () => {
    expect(await imageContentProblem(new Blob([png]))).toBeNull();
    expect(await imageContentProblem(new Blob([jpeg]))).toBeNull();
    expect(await imageContentProblem(new Blob(['not really a picture']))).toBe(NOT_AN_IMAGE_MESSAGE);
    expect(await imageContentProblem(new Blob(['%PDF-1.7']))).toBe(NOT_AN_IMAGE_MESSAGE);
    expect(await imageContentProblem(new Blob([new Uint8Array([0x89, 0x50])]))).toBe(NOT_AN_IMAGE_MESSAGE);
  });
});

describe('uploadImage', () => {
  it('posts the file as multipart field "file" and parses the answer', async () => {
    const fetch = vi.fn(async (_url: string, _init: RequestInit) => new Response(JSON.stringify({ id: 'b1' }), { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    const file = new File(['png'], 'logo.png', { type: 'image/png' });
    const parsed = await uploadImage('/api/network/brands/b1/images/logo', file, { parse: (data) => ({ parsed: data }) });
    expect(parsed).toEqual({ parsed: { id: 'b1' } });
    const [url, init] = fetch.mock.calls[0];
    expect(url).toBe('/api/network/brands/b1/images/logo');
    expect(init.method).toBe('POST');
    const body = init.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect((body.get('file') as File).name).toBe('logo.png');
  });
});
