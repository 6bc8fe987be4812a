import { describe, expect, it } from 'vitest';
import { imageDimensions } from './image-dimensions';
import { jpegHeader, tinyPng } from '../test/image-fixture';

const seg = (marker: number, body: number[]) => Buffer.from([0xff, marker, 0, body.length + 2, ...body]);
const SOI = Buffer.from([0xff, 0xd8]);

describe('declared image size from the header', () => {
  it('reads PNG IHDR and a baseline JPEG frame', () => {
    expect(imageDimensions(tinyPng({ width: 100_000, height: 3 }), 'image/png')).toEqual({ width: 100_000, height: 3 });
    expect(imageDimensions(jpegHeader({ width: 4032, height: 3024 }), 'image/jpeg')).toEqual({ width: 4032, height: 3024 });
  });

  it('skips other segments (a huffman table is not a frame), fill bytes and restart markers; reads progressive frames', () => {
    const sof2 = seg(0xc2, [8, 0x01, 0x00, 0x02, 0x00, 1, 1, 0x11, 0]); // 512 × 256
    const dht = seg(0xc4, [0, 1, 2, 3]);
    const buf = Buffer.concat([SOI, seg(0xe1, [1, 2, 3, 4, 5]), Buffer.from([0xff, 0xff]), Buffer.from([0xff, 0xd0]), dht, sof2]);
    expect(imageDimensions(buf, 'image/jpeg')).toEqual({ width: 512, height: 256 });
  });

  it('returns null for what it cannot read', () => {
    expect(imageDimensions(tinyPng().subarray(0, 23), 'image/png')).toBeNull();
    expect(imageDimensions(Buffer.from('not an image at all, really'), 'image/png')).toBeNull();
    expect(imageDimensions(jpegHeader({ width: 10, height: 10 }, { frame: false }), 'image/jpeg')).toBeNull();
    expect(imageDimensions(Buffer.concat([SOI, Buffer.from([0xff, 0xc0, 0x00, 0x11, 0x08])]), 'image/jpeg')).toBeNull();
    expect(imageDimensions(Buffer.concat([SOI, Buffer.from([0x00, 0x00, 0x00, 0x00])]), 'image/jpeg')).toBeNull();
    expect(imageDimensions(Buffer.concat([SOI, Buffer.from([0xff, 0xe0, 0x00, 0x01])]), 'image/jpeg')).toBeNull();
  });
});
