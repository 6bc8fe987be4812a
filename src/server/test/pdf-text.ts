import { inflateSync } from 'node:zlib';

interface PdfObject {
  dict: string;
  stream: Buffer | null;
}

/** Every "N 0 obj … endobj" of a PDF written without object streams (pdfkit's output), streams inflated. */
function objectsOf(pdf: Buffer): Map<number, PdfObject> {
  const raw = pdf.toString('latin1');
  const objects = new Map<number, PdfObject>();
  for (const m of raw.matchAll(/(\d+) 0 obj\b/g)) {
    const start = m.index + m[0].length;
    const end = raw.indexOf('endobj', start);
    const body = raw.slice(start, end);
    const s = body.search(/stream\r?\n/);
    if (s < 0) {
      objects.set(Number(m[1]), { dict: body, stream: null });
      continue;
    }
    const dataStart = start + s + (body[s + 6] === '\r' ? 8 : 7);
    const dataEnd = raw.lastIndexOf('endstream', end);
    let data = pdf.subarray(dataStart, dataEnd);
    if (/\/FlateDecode/.test(body.slice(0, s))) data = inflateSync(data);
    objects.set(Number(m[1]), { dict: body.slice(0, s), stream: data });
  }
  return objects;
}

/** A ToUnicode CMap: glyph code (hex) → text, from its bfchar and bfrange sections. */
function cmapOf(cmap: string): Map<string, string> {
  const map = new Map<string, string>();
  // A target may be several UTF-16 units (a ligature glyph maps to "ffi"), written with spaces between them.
  const utf16 = (hex: string) => Buffer.from(hex.replace(/\s+/g, ''), 'hex').swap16().toString('utf16le');
  for (const section of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, src, dst] of section[1].matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g)) map.set(src.toLowerCase(), utf16(dst));
  }
  for (const section of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, lo, hi, rest] of section[1].matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(\[[^\]]*\]|<[0-9a-fA-F\s]+>)/g)) {
      const from = parseInt(lo, 16);
      const to = parseInt(hi, 16);
      const targets = rest.startsWith('[') ? [...rest.matchAll(/<([0-9a-fA-F\s]+)>/g)].map((t) => t[1]) : null;
      for (let code = from; code <= to; code++) {
        const key = code.toString(16).padStart(lo.length, '0');
        if (targets) map.set(key, utf16(targets[code - from]));
        else {
          const base = Buffer.from(rest.slice(1, -1).replace(/\s+/g, ''), 'hex');
          base.writeUInt16BE(base.readUInt16BE(base.length - 2) + (code - from), base.length - 2);
          map.set(key, utf16(base.toString('hex')));
        }
      }
    }
  }
  return map;
}

/**
 * The text of each page of a PDF as a reader would copy it: content streams inflated, each glyph code mapped through
 * its font's ToUnicode CMap (embedded TrueType subsets have no other way back to characters). One string per page,
 * one line per baseline. Table cells on one line run together ("Qty2"): a PDF does not mark where a cell ends.
 */
export function pdfPages(pdf: Buffer): string[] {
  const objects = objectsOf(pdf);
  const cmaps = new Map<number, Map<string, string>>();
  for (const [id, o] of objects) {
    const ref = /\/ToUnicode (\d+) 0 R/.exec(o.dict);
    const stream = ref ? objects.get(Number(ref[1]))?.stream : null;
    if (stream) cmaps.set(id, cmapOf(stream.toString('latin1')));
  }
  const pages: string[] = [];
  for (const o of objects.values()) {
    if (!/\/Type \/Page\b/.test(o.dict)) continue;
    const fonts = new Map<string, Map<string, string>>();
    const resourcesRef = /\/Resources (\d+) 0 R/.exec(o.dict);
    const resources = resourcesRef ? (objects.get(Number(resourcesRef[1]))?.dict ?? '') : o.dict;
    const fontDict = /\/Font\s*<<([\s\S]*?)>>/.exec(resources)?.[1] ?? '';
    for (const [, name, id] of fontDict.matchAll(/\/([\w.+-]+)\s+(\d+) 0 R/g)) fonts.set(name, cmaps.get(Number(id)) ?? new Map());
    const contents = /\/Contents (\d+) 0 R/.exec(o.dict);
    const content = contents ? (objects.get(Number(contents[1]))?.stream?.toString('latin1') ?? '') : '';
    // pdfmake writes each word (with its trailing space) as its own text object: objects at one baseline form a line.
    let text = '';
    let baseline: string | null = null;
    for (const [block] of content.matchAll(/\bBT\b[\s\S]*?\bET\b/g)) {
      let cmap = new Map<string, string>();
      const y = /([-\d.]+)\s+Tm/.exec(block)?.[1] ?? null;
      if (baseline !== null && y !== baseline) text += '\n';
      baseline = y;
      let line = '';
      for (const op of block.matchAll(/\/([\w.+-]+)\s+[\d.]+\s+Tf|\[((?:[^\]])*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g)) {
        if (op[1]) cmap = fonts.get(op[1]) ?? new Map();
        const hexes = op[2] !== undefined ? [...op[2].matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => h[1]) : op[3] !== undefined ? [op[3]] : [];
        for (const hex of hexes) {
          for (let i = 0; i + 4 <= hex.length; i += 4) line += cmap.get(hex.slice(i, i + 4).toLowerCase()) ?? '\uFFFD';
        }
      }
      text += line;
    }
    pages.push(text);
  }
  return pages;
}
