import iconv from 'iconv-lite';
import type { CsvSeparator, TextEncoding } from '../../shared/spreadsheet.contracts';

/**
 * The text side of the spreadsheet kit (issue 32): which encoding a CSV's bytes are in and which separator its
 * columns use. Excel on Windows saves "CSV" as Windows-1252, "Unicode text" as tab-separated UTF-16 LE with a BOM,
 * and in many locales uses semicolons; all of them are read as the user meant.
 */

const UTF8_BOM = [0xef, 0xbb, 0xbf];
const startsWith = (b: Uint8Array, prefix: number[]) => prefix.every((x, i) => b[i] === x);

/** True when the bytes start with a Unicode byte-order mark (UTF-8, UTF-16 LE or BE): text, whatever a sniffer says. */
export function hasTextBom(bytes: Uint8Array): boolean {
  return startsWith(bytes, UTF8_BOM) || startsWith(bytes, [0xff, 0xfe]) || startsWith(bytes, [0xfe, 0xff]);
}

/**
 * UTF-16 without a BOM: text in a Latin script has a zero in every other byte. LE when the zeros are the odd bytes,
 * BE when they are the even ones; null when neither clearly holds (looks at the first 4 KB).
 */
function bomlessUtf16(bytes: Uint8Array): 'utf-16le' | 'utf-16be' | null {
  const n = Math.min(bytes.length, 4096) & ~1;
  if (n < 4) return null;
  let evenZeros = 0;
  let oddZeros = 0;
  for (let i = 0; i < n; i += 2) {
    if (bytes[i] === 0) evenZeros++;
    if (bytes[i + 1] === 0) oddZeros++;
  }
  const pairs = n / 2;
  if (oddZeros > pairs * 0.6 && evenZeros < pairs * 0.05) return 'utf-16le';
  if (evenZeros > pairs * 0.6 && oddZeros < pairs * 0.05) return 'utf-16be';
  return null;
}

const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/**
 * Decodes a text file: a BOM decides (UTF-8, UTF-16 LE/BE) and is dropped; otherwise UTF-16 is recognised by its
 * zero bytes, valid UTF-8 is UTF-8, and anything else is Windows-1252 (Excel's "CSV" on Windows, a superset of
 * Latin-1 for what a CSV holds).
 */
export function decodeText(bytes: Buffer): { text: string; encoding: TextEncoding } {
  if (startsWith(bytes, UTF8_BOM)) return { text: iconv.decode(bytes.subarray(3), 'utf-8'), encoding: 'utf-8' };
  if (startsWith(bytes, [0xff, 0xfe])) return { text: iconv.decode(bytes.subarray(2), 'utf-16le'), encoding: 'utf-16le' };
  if (startsWith(bytes, [0xfe, 0xff])) return { text: iconv.decode(bytes.subarray(2), 'utf-16be'), encoding: 'utf-16be' };
  const wide = bomlessUtf16(bytes);
  if (wide) return { text: iconv.decode(bytes, wide), encoding: wide };
  try {
    return { text: utf8.decode(bytes), encoding: 'utf-8' };
  } catch {
    return { text: iconv.decode(bytes, 'windows-1252'), encoding: 'windows-1252' };
  }
}

const SEPARATORS: CsvSeparator[] = [',', ';', '\t'];

/**
 * The column separator: the one the header line (the first non-blank line) uses most, outside quotes. A header
 * names columns, so it has no decimal commas to mislead the count; a one-column file is comma-separated.
 */
export function detectSeparator(text: string): CsvSeparator {
  const counts = new Map<CsvSeparator, number>(SEPARATORS.map((s) => [s, 0]));
  let quoted = false;
  let started = false;
  for (let i = 0; i < text.length && i < 65_536; i++) {
    const ch = text[i];
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === '\n' || ch === '\r')) {
      if (started) break;
    } else if (!quoted && counts.has(ch as CsvSeparator)) {
      counts.set(ch as CsvSeparator, counts.get(ch as CsvSeparator)! + 1);
      started = true;
    } else if (ch.trim() !== '') started = true;
  }
  let best: CsvSeparator = ',';
  for (const s of SEPARATORS) if (counts.get(s)! > counts.get(best)!) best = s;
  return best;
}
