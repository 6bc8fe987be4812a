import { deflateSync } from 'node:zlib';

/**
 * A real 1×1 PNG, built here so an upload's content check sees a genuine image. `size` changes only the
 * dimensions its header declares (the pixel data stays 1×1), for tests of the pixel-size cap.
 */
export function tinyPng(size: { width: number; height: number } = { width: 1, height: 1 }): Buffer {
  const crc = (buf: Buffer) => {
    let c = ~0;
    for (const b of buf) {
      c ^= b;
      for (let k = 0; k < 8; k++) c = (c >>> 1) ^ (0xedb88320 & -(c & 1));
    }
    return ~c >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const td = Buffer.concat([Buffer.from(type), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(td));
    return Buffer.concat([len, td, sum]);
  };
  const ihdr = Buffer.from([0, 0, 0, 0, 0, 0, 0, 0, 8, 2, 0, 0, 0]);
  ihdr.writeUInt32BE(size.width, 0);
  ihdr.writeUInt32BE(size.height, 4);
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.from([0, 255, 0, 0]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * The start of a baseline JPEG as a camera writes it (SOI, a JFIF APP0 segment, then the SOF0 frame header
 * declaring width × height), enough for content and size checks; `frame: false` leaves the frame header out.
 */
export function jpegHeader(size: { width: number; height: number }, opts: { frame?: boolean } = {}): Buffer {
  const app0 = Buffer.from([0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00]);
  const sof0 = Buffer.from([0xff, 0xc0, 0x00, 0x11, 0x08, 0, 0, 0, 0, 0x03, 0x01, 0x22, 0x00, 0x02, 0x11, 0x01, 0x03, 0x11, 0x01]);
  sof0.writeUInt16BE(size.height, 5);
  sof0.writeUInt16BE(size.width, 7);
  const parts = [
    Buffer.from([0xff, 0xd8]),
    app0,
    ...(opts.frame === false ? [] : [sof0]),
    Buffer.from([0xff, 0xda, 0x00, 0x02]),
    Buffer.alloc(64, 0x11),
    Buffer.from([0xff, 0xd9]),
  ];
  return Buffer.concat(parts);
}

/** A multipart/form-data body with one file in the field "file", for app.inject. */
export function multipart(filename: string, content: Buffer, type: string) {
  const boundary = '----fhtest' + Math.random().toString(16).slice(2);
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload: body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
