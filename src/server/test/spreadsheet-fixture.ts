import zlib from 'node:zlib';

/**
 * Hostile spreadsheets for the import limits (issue 32), written straight as zip bytes so a test can make a
 * million-row XLSX in about a second (exceljs's writer takes much longer) and lie about part sizes the way a zip bomb
 * does. Also a minimal Word (OLE compound) document and a bare OLE header for the document upload check.
 */

export interface ZipPart {
  name: string;
  /** The part's bytes; or, for a part too large to hold, its already deflated data with its real size and CRC. */
  data: Buffer | { deflated: Buffer; size: number; crc: number };
  /** The uncompressed size to declare instead of the real one (a lying zip bomb). */
  declaredSize?: number;
}

/** A zip of the parts, deflated, with local headers and a central directory. */
export function zip(parts: ZipPart[], level = 6): Buffer {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.from(part.name, 'utf8');
    const raw = Buffer.isBuffer(part.data) ? part.data : null;
    const deflated = raw ? zlib.deflateRawSync(raw, { level }) : (part.data as { deflated: Buffer }).deflated;
    const size = part.declaredSize ?? (raw ? raw.length : (part.data as { size: number }).size);
    const crc = raw ? zlib.crc32(raw) : (part.data as { crc: number }).crc;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(deflated.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const cd = Buffer.alloc(46);
    cd.writeUInt32LE(0x02014b50, 0);
    cd.writeUInt16LE(20, 4);
    cd.writeUInt16LE(20, 6);
    cd.writeUInt16LE(8, 10);
    cd.writeUInt32LE(crc, 16);
    cd.writeUInt32LE(deflated.length, 20);
    cd.writeUInt32LE(size, 24);
    cd.writeUInt16LE(name.length, 28);
    cd.writeUInt32LE(offset, 42);
    locals.push(local, name, deflated);
    central.push(cd, name);
    offset += 30 + name.length + deflated.length;
  }
  const cdBytes = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(cdBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, cdBytes, end]);
}

const NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** The parts every workbook has, around one worksheet (and shared strings when given). */
export function workbookParts(sheetXml: Buffer, sharedStrings?: ZipPart['data'], sharedStringsDeclared?: number): ZipPart[] {
  const parts: ZipPart[] = [
    {
      name: '[Content_Types].xml',
      data: Buffer.from(
        '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
          '<Default Extension="xml" ContentType="application/xml"/>' +
          '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
          '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
          '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
          '</Types>',
      ),
    },
    {
      name: '_rels/.rels',
      data: Buffer.from(
        `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
          `<Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
      ),
    },
    {
      name: 'xl/workbook.xml',
      data: Buffer.from(
        `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${NS}" xmlns:r="${REL_NS}">` +
          `<sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>`,
      ),
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      data: Buffer.from(
        `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
          `<Relationship Id="rId1" Type="${REL_NS}/worksheet" Target="worksheets/sheet1.xml"/>` +
          `<Relationship Id="rId2" Type="${REL_NS}/sharedStrings" Target="sharedStrings.xml"/></Relationships>`,
      ),
    },
    // Excel's own order: the worksheet before the shared strings.
    { name: 'xl/worksheets/sheet1.xml', data: sheetXml },
  ];
  if (sharedStrings) parts.push({ name: 'xl/sharedStrings.xml', data: sharedStrings, declaredSize: sharedStringsDeclared });
  return parts;
}

/** A worksheet's XML with the given rows of cells (numbers as numbers, strings as inline strings). */
export function sheetXml(rows: (string | number)[][]): Buffer {
  const col = (i: number) => String.fromCharCode(65 + i);
  const cell = (v: string | number, ref: string) =>
    typeof v === 'number' ? `<c r="${ref}"><v>${v}</v></c>` : `<c r="${ref}" t="inlineStr"><is><t>${v}</t></is></c>`;
  const body = rows.map((r, i) => `<row r="${i + 1}">${r.map((v, j) => cell(v, `${col(j)}${i + 1}`)).join('')}</row>`).join('');
  return Buffer.from(`<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${NS}"><sheetData>${body}</sheetData></worksheet>`);
}

/**
 * An XLSX of `count` one-cell rows (1,000,001 by default: the outside probe's file, 4.7 MB zipped), its sheet XML
 * written byte by byte (a string per row takes seconds longer) and deflated fast.
 */
export function manyRowXlsx(count = 1_000_001): Buffer {
  const head = Buffer.from(`<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${NS}"><sheetData>`);
  const tail = Buffer.from('</sheetData></worksheet>');
  const [a, b, c] = ['<row r="', '"><c r="A', '"><v>1</v></c></row>'].map((x) => Buffer.from(x));
  const out = Buffer.allocUnsafe(head.length + tail.length + count * (a.length + b.length + c.length + 2 * String(count).length));
  out.set(head);
  let o = head.length;
  let digits = Buffer.from('1');
  for (let i = 1; i <= count; i++) {
    for (const part of [a, digits, b, digits, c]) {
      out.set(part, o);
      o += part.length;
    }
    // The row number, incremented in place as ASCII digits.
    let k = digits.length - 1;
    while (k >= 0 && digits[k] === 0x39) digits[k--] = 0x30;
    if (k < 0) digits = Buffer.concat([Buffer.from('1'), digits]);
    else digits[k]++;
  }
  out.set(tail, o);
  return zip(workbookParts(out.subarray(0, o + tail.length)), 1);
}

/**
 * A small XLSX whose shared strings hold one string of `megabytes` MB (300 by default: the probe's 307 KB file),
 * deflated a block at a time (never the whole string in memory). `declared` is the size its zip claims for that
 * part: the real one by default, or a lie.
 */
export async function sharedStringBomb(megabytes = 300, declared?: number): Promise<Buffer> {
  const head = Buffer.from(`<?xml version="1.0" encoding="UTF-8"?><sst xmlns="${NS}" count="1" uniqueCount="1"><si><t>`);
  const tail = Buffer.from('</t></si></sst>');
  const block = Buffer.alloc(1_048_576, 'A');
  const deflater = zlib.createDeflateRaw({ level: 9 });
  const out: Buffer[] = [];
  deflater.on('data', (d: Buffer) => out.push(d));
  const done = new Promise((resolve) => deflater.on('end', resolve));
  let crc = zlib.crc32(head);
  deflater.write(head);
  for (let i = 0; i < megabytes; i++) {
    crc = zlib.crc32(block, crc);
    if (!deflater.write(block)) await new Promise((r) => deflater.once('drain', r));
  }
  crc = zlib.crc32(tail, crc);
  deflater.end(tail);
  await done;
  const size = head.length + megabytes * block.length + tail.length;
  return zip(workbookParts(sheetXml([['Date'], ['x']]), { deflated: Buffer.concat(out), size, crc }, declared));
}

// ---- OLE compound files -------------------------------------------------------------------------------------------

const OLE_SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

/** The 512-byte header of a compound file and nothing else: what the probe stored as a Word document. */
export function bareOleHeader(): Buffer {
  const b = Buffer.alloc(512);
  Buffer.from(OLE_SIGNATURE).copy(b);
  return b;
}

/**
 * A minimal compound file (version 3, 512-byte sectors) whose directory holds the root and one stream, named
 * `streamName` ("WordDocument" for a Word document, "Workbook" for an Excel 97 file).
 */
export function oleFile(streamName = 'WordDocument'): Buffer {
  const sector = 512;
  const header = Buffer.alloc(512);
  Buffer.from(OLE_SIGNATURE).copy(header);
  header.writeUInt16LE(0x003e, 0x18); // minor version
  header.writeUInt16LE(0x0003, 0x1a); // major version 3
  header.writeUInt16LE(0xfffe, 0x1c); // little-endian
  header.writeUInt16LE(9, 0x1e); // sector shift: 512
  header.writeUInt16LE(6, 0x20); // mini sector shift
  header.writeUInt32LE(1, 0x2c); // FAT sectors
  header.writeUInt32LE(1, 0x30); // first directory sector
  header.writeUInt32LE(0x1000, 0x38); // mini stream cutoff
  header.writeUInt32LE(0xfffffffe, 0x3c); // no mini FAT
  header.writeUInt32LE(0xfffffffe, 0x44); // no DIFAT sectors
  for (let i = 0; i < 109; i++) header.writeUInt32LE(i === 0 ? 0 : 0xffffffff, 0x4c + i * 4); // FAT in sector 0
  // Sector 0: the FAT. 0 is a FAT sector, 1 the directory (end of chain), 2 the stream (end of chain).
  const fat = Buffer.alloc(sector, 0xff);
  fat.writeUInt32LE(0xfffffffd, 0);
  fat.writeUInt32LE(0xfffffffe, 4);
  fat.writeUInt32LE(0xfffffffe, 8);
  // Sector 1: the directory, four 128-byte entries.
  const dir = Buffer.alloc(sector);
  const entry = (i: number, name: string, type: number, child: number, start: number, size: number) => {
    const at = i * 128;
    dir.write(name, at, 'utf16le');
    dir.writeUInt16LE((name.length + 1) * 2, at + 0x40);
    dir.writeUInt8(type, at + 0x42);
    dir.writeUInt8(1, at + 0x43); // black
    dir.writeUInt32LE(0xffffffff, at + 0x44);
    dir.writeUInt32LE(0xffffffff, at + 0x48);
    dir.writeUInt32LE(child, at + 0x4c);
    dir.writeUInt32LE(start, at + 0x74);
    dir.writeUInt32LE(size, at + 0x78);
  };
  entry(0, 'Root Entry', 5, 1, 0xfffffffe, 0);
  entry(1, streamName, 2, 0xffffffff, 2, sector);
  for (let i = 2; i < 4; i++) {
    dir.writeUInt32LE(0xffffffff, i * 128 + 0x44);
    dir.writeUInt32LE(0xffffffff, i * 128 + 0x48);
    dir.writeUInt32LE(0xffffffff, i * 128 + 0x4c);
  }
  // Sector 2: the stream's content (a Word file starts its WordDocument stream with 0xA5EC).
  const stream = Buffer.alloc(sector);
  stream.writeUInt16LE(0xa5ec, 0);
  return Buffer.concat([header, fat, dir, stream]);
}
