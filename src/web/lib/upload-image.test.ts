import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkImageFile, imageContentProblem, imageFileProblem, NOT_AN_IMAGE_MESSAGE, uploadImage } from './upload-image';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('image check before upload', () => {
  it('accepts JPG and PNG up to 5 MB', () => {
    expect(imageFileProblem({ name: 'a.png', type: 'image/png', size: 1000 })).toBeNull();
    expect(imageFileProblem({ name: 'me.jpg', type: 'image/jpeg', size: 1000 })).toBeNull();
    expect(imageFileProblem({ name: 'a.JPG', type: '', size: 5_242_880 })).toBeNull();
    expect(imageFileProblem({ name: 'me.PNG', type: '', size: 1000 })).toBeNull();
    expect(imageFileProblem({ name: 'me.png', type: 'image/png', size: 5_242_880 })).toBeNull();
  });

  it('refuses other types, larger files and empty files', () => {
    expect(imageFileProblem({ name: 'a.pdf', type: 'application/pdf', size: 10 })).toBe('Choose a JPG or PNG image.');
    expect(imageFileProblem({ name: 'a.gif', type: 'image/gif', size: 10 })).toBe('Choose a JPG or PNG image.');
    expect(imageFileProblem({ name: 'cv.pdf', type: '', size: 10 })).toBe('Choose a JPG or PNG image.');
    expect(imageFileProblem({ name: 'a.png', type: 'image/png', size: 5_242_881 })).toBe('The image is larger than 5 MB.');
    expect(imageFileProblem({ name: 'logo.jpg', type: 'image/jpeg', size: 6_000_000 })).toBe('The image is larger than 5 MB.');
    expect(imageFileProblem({ name: 'a.png', type: 'image/png', size: 0 })).toBe('The image file is empty.');
  });
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

  it('checkImageFile reports the name or type problem first, then the content', async () => {
    expect(await checkImageFile(new File(['%PDF-1.7'], 'cv.pdf', { type: 'application/pdf' }))).toBe('Choose a JPG or PNG image.');
    expect(await checkImageFile(new File(['hello'], 'photo.png', { type: 'image/png' }))).toBe(NOT_AN_IMAGE_MESSAGE);
    expect(await checkImageFile(new File([png], 'photo.png', { type: 'image/png' }))).toBeNull();
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
