import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import { AppError } from './app-error';
import { SPREADSHEET_MESSAGES } from '../../shared/spreadsheet.contracts';

/**
 * The XLSX (zip) side of the spreadsheet kit, checked BEFORE any XML is parsed (issue 32): the zip's central
 * directory is read here, every part's declared uncompressed size is held to a cap, the parts the reader needs are
 * inflated once to prove they really are no larger than declared (a zip bomb lies about its sizes), and then a
 * fresh zip of just those parts, in the order a streaming reader wants (relationships, workbook, styles, shared
 * strings, then the worksheets), is handed to exceljs's WorkbookReader. Nothing the file says is trusted beyond
 * what was checked: the rebuilt local headers carry the checked sizes, so the reader inflates exactly what was
 * verified.
 */

export const XLSX_LIMITS = {
  /** Any one part other than a worksheet (shared strings, styles, workbook): kept whole in memory by the reader. */
  maxPartBytes: 32 * 1_048_576,
  /** Every part together, unzipped. A 10,000-row sheet needs a few MB; a million one-cell rows about 50 MB. */
  maxInflatedBytes: 64 * 1_048_576,
  maxEntries: 2_000,
} as const;

export interface ZipEntry {
  name: string;
  method: number;
  flags: number;
  crc: number;
  compressedSize: number;
  size: number;
  localOffset: number;
}

const unreadable = () => AppError.validation(SPREADSHEET_MESSAGES.unreadableXlsx);
const tooLarge = () =>
  AppError.validation(SPREADSHEET_MESSAGES.unzipsTooLarge(XLSX_LIMITS.maxInflatedBytes / 1_048_576, XLSX_LIMITS.maxPartBytes / 1_048_576));

/** The entries of the zip's central directory; a 422 for anything that is not a plain (non-zip64, unencrypted) zip. */
export function zipEntries(bytes: Buffer): ZipEntry[] {
  // The end-of-central-directory record is in the last 22 + 65,535 bytes (a comment may follow it).
  let eocd = -1;
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 22 - 65_535); i--) {
    if (bytes.readUInt32LE(i) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw unreadable();
  const count = bytes.readUInt16LE(eocd + 10);
  const cdSize = bytes.readUInt32LE(eocd + 12);
  const cdOffset = bytes.readUInt32LE(eocd + 16);
  if (count === 0xffff || cdOffset === 0xffffffff || cdOffset + cdSize > eocd) throw unreadable();
  if (count > XLSX_LIMITS.maxEntries) throw tooLarge();
  const entries: ZipEntry[] = [];
  let p = cdOffset;
  for (let n = 0; n < count; n++) {
    if (p + 46 > eocd || bytes.readUInt32LE(p) !== 0x02014b50) throw unreadable();
    const nameLength = bytes.readUInt16LE(p + 28);
    const entry: ZipEntry = {
      flags: bytes.readUInt16LE(p + 8),
      method: bytes.readUInt16LE(p + 10),
      crc: bytes.readUInt32LE(p + 16),
      compressedSize: bytes.readUInt32LE(p + 20),
      size: bytes.readUInt32LE(p + 24),
      localOffset: bytes.readUInt32LE(p + 42),
      name: bytes.toString('utf8', p + 46, p + 46 + nameLength),
    };
    // Zip64 (sizes of 0xFFFFFFFF) is for files over 4 GB: never a spreadsheet to import. Bit 0: encrypted.
    if (entry.size === 0xffffffff || entry.compressedSize === 0xffffffff || entry.localOffset === 0xffffffff) throw tooLarge();
    if (entry.flags & 1 || (entry.method !== 0 && entry.method !== 8)) throw unreadable();
    entries.push(entry);
    p += 46 + nameLength + bytes.readUInt16LE(p + 30) + bytes.readUInt16LE(p + 32);
  }
  return entries;
}

/** Holds the declared sizes to the caps: the cheap check, before anything is inflated. */
export function checkDeclaredSizes(entries: ZipEntry[]): void {
  let total = 0;
  for (const e of entries) {
    if (!isWorksheet(e.name) && e.size > XLSX_LIMITS.maxPartBytes) throw tooLarge();
    total += e.size;
    if (total > XLSX_LIMITS.maxInflatedBytes) throw tooLarge();
  }
}

const isWorksheet = (name: string) => /^xl\/worksheets\/sheet\d+\.xml$/.test(name);

/** The compressed bytes of an entry, found through its local header. */
function entryData(bytes: Buffer, e: ZipEntry): Buffer {
  const h = e.localOffset;
  if (h + 30 > bytes.length || bytes.readUInt32LE(h) !== 0x04034b50) throw unreadable();
  const start = h + 30 + bytes.readUInt16LE(h + 26) + bytes.readUInt16LE(h + 28);
  if (start + e.compressedSize > bytes.length) throw unreadable();
  return bytes.subarray(start, start + e.compressedSize);
}

/**
 * Inflates an entry without keeping the output, counting the bytes: more than it declared (a bomb lying about its
 * size) stops the inflation at once; fewer is a corrupt file. Runs on zlib's thread pool, in chunks.
 */
async function verifyInflatedSize(data: Buffer, e: ZipEntry): Promise<void> {
  if (e.method === 0) {
    if (data.length !== e.size) throw unreadable();
    return;
  }
  const inflater = zlib.createInflateRaw({ chunkSize: 256 * 1024 });
  let seen = 0;
  await new Promise<void>((resolve, reject) => {
    inflater.on('data', (chunk: Buffer) => {
      seen += chunk.length;
      if (seen > e.size) {
        inflater.destroy();
        reject(tooLarge());
      }
    });
    inflater.on('error', () => reject(unreadable()));
    inflater.on('end', () => (seen === e.size ? resolve() : reject(unreadable())));
    inflater.end(data);
  });
}

/** The parts a streaming reader uses, in the order it needs them (a worksheet before the shared strings would be spooled to disk). */
const PART_ORDER = ['xl/_rels/workbook.xml.rels', 'xl/workbook.xml', 'xl/styles.xml', 'xl/sharedStrings.xml'];
const sheetNumber = (name: string) => Number(/sheet(\d+)\.xml$/.exec(name)?.[1] ?? 0);

function localHeader(e: ZipEntry): Buffer {
  const name = Buffer.from(e.name, 'utf8');
  const h = Buffer.alloc(30);
  h.writeUInt32LE(0x04034b50, 0);
  h.writeUInt16LE(20, 4); // version needed
  h.writeUInt16LE(e.flags & 0x0800, 6); // UTF-8 names kept; no data descriptor: the sizes are here
  h.writeUInt16LE(e.method, 8);
  h.writeUInt32LE(e.crc, 14);
  h.writeUInt32LE(e.compressedSize, 18);
  h.writeUInt32LE(e.size, 22);
  h.writeUInt16LE(name.length, 26);
  return Buffer.concat([h, name]);
}

function* pieces(parts: Buffer[], size = 65_536) {
  for (const part of parts) for (let i = 0; i < part.length; i += size) yield part.subarray(i, i + size);
}

const EMPTY_SHARED_STRINGS = Buffer.from(
  '<?xml version="1.0" encoding="UTF-8"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="0" uniqueCount="0"/>',
);

/** A local header and data of a part stored uncompressed. */
function storedPart(name: string, data: Buffer): Buffer[] {
  return [
    localHeader({ name, method: 0, flags: 0, crc: zlib.crc32(data), compressedSize: data.length, size: data.length, localOffset: 0 }),
    data,
  ];
}

/**
 * Checks an XLSX file's parts (declared sizes, then the real ones) and returns a stream of a zip holding only the
 * parts a reader needs, in reading order, with the checked sizes. Throws a 422 for a bomb or an unreadable zip.
 */
export async function checkedXlsxStream(bytes: Buffer): Promise<Readable> {
  const entries = zipEntries(bytes);
  checkDeclaredSizes(entries);
  const byName = new Map(entries.map((e) => [e.name, e]));
  const wanted = [
    ...PART_ORDER.map((n) => byName.get(n)).filter((e): e is ZipEntry => e !== undefined),
    ...entries.filter((e) => isWorksheet(e.name)).sort((a, b) => sheetNumber(a.name) - sheetNumber(b.name)),
  ];
  if (!byName.has('xl/workbook.xml')) throw unreadable();
  const parts: Buffer[] = [];
  // Where the shared strings go when the file has none: after the workbook, relationships and styles.
  const sharedStringsAt = 2 * wanted.filter((e) => PART_ORDER.includes(e.name)).length;
  for (const e of wanted) {
    const data = entryData(bytes, e);
    await verifyInflatedSize(data, e);
    parts.push(localHeader(e), data);
  }
  // exceljs streams a worksheet only once it has seen shared strings; a workbook without any (numbers and inline
  // strings only) would have every sheet spooled to a temporary file first. An empty part (stored) avoids that.
  if (!byName.has('xl/sharedStrings.xml')) parts.splice(sharedStringsAt, 0, ...storedPart('xl/sharedStrings.xml', EMPTY_SHARED_STRINGS));
  // An empty end-of-central-directory record: the streaming reader stops there.
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  parts.push(end);
  // Handed over in 64 KB pieces: the zip reader buffers and slices what it is given, and a multi-megabyte chunk
  // made it do so in long synchronous stretches (event-loop stalls of hundreds of milliseconds).
  return Readable.from(pieces(parts), { objectMode: false });
}
