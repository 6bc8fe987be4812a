import { describe, expect, it } from 'vitest';
import { AppError } from './app-error';
import { DOCUMENT_CONTENT_TYPES, compoundFileStreams, documentTypeOf, nameForType, safeFileName } from './document-upload';
import { attachmentDisposition } from './download';
import { tinyPng } from '../test/image-fixture';
import { bareOleHeader, oleFile } from '../test/spreadsheet-fixture';

const WRONG = 'Wrong type.';
const refusal = async (p: Promise<unknown>) => {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  return err as AppError;
};

describe('documentTypeOf', () => {
  it('recognises the spec’s types by content, whatever the name says', async () => {
    expect(await documentTypeOf(Buffer.from('%PDF-1.7\n%%EOF\n'), WRONG)).toEqual({ ext: 'pdf', contentType: 'application/pdf' });
    expect(await documentTypeOf(tinyPng(), WRONG)).toEqual({ ext: 'png', contentType: 'image/png' });
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, ...Array(20).fill(0)]);
    expect(await documentTypeOf(jpeg, WRONG)).toEqual({ ext: 'jpg', contentType: 'image/jpeg' });
    expect(await documentTypeOf(oleFile('WordDocument'), WRONG)).toEqual({ ext: 'doc', contentType: 'application/msword' });
  });

  it('takes an OLE compound file as a Word document only when its directory has a WordDocument stream', async () => {
    expect(compoundFileStreams(oleFile('WordDocument'))).toEqual(['WordDocument']);
    for (const bytes of [bareOleHeader(), oleFile('Workbook'), Buffer.concat([bareOleHeader(), Buffer.alloc(1024, 0xff)])]) {
      const err = await refusal(documentTypeOf(bytes, WRONG));
      expect(err).toMatchObject({ status: 422, message: WRONG });
    }
  });

  it('refuses text and other binaries with the caller’s message on the file field (422)', async () => {
    for (const bytes of [Buffer.from('hello, just text'), Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1')]) {
      const err = await refusal(documentTypeOf(bytes, WRONG));
      expect(err.status).toBe(422);
      expect(err.message).toBe(WRONG);
      expect(err.details).toEqual({ fieldErrors: { file: [WRONG] } });
    }
  });
});

describe('names', () => {
  it('safeFileName keeps the printable base name, at most 200 characters, with a fallback', () => {
    expect(safeFileName('C:\\scans\\contract "final".pdf', 'pdf')).toBe('contract final.pdf');
    expect(safeFileName('../../etc/passwd\u0000\u0007', 'pdf')).toBe('passwd');
    expect(safeFileName('   ', 'png')).toBe('document.png');
    // A right-to-left override would show "invoice\u202Efdp.exe" as "invoiceexe.pdf".
    expect(safeFileName('invoice\u202Efdp.exe', 'pdf')).toBe('invoicefdp.exe');
    expect(safeFileName('\u2066scan\u2069.pdf', 'pdf')).toBe('scan.pdf');
    expect(safeFileName('', 'pdf', 'proof')).toBe('proof.pdf');
    expect(safeFileName(`${'a'.repeat(300)}.pdf`, 'pdf')).toHaveLength(200);
  });

  it('nameForType gives the name the extension of its content', () => {
    expect(nameForType('scan.pdf', { ext: 'png', contentType: 'image/png' })).toBe('scan.png');
    expect(nameForType('photo.JPEG', { ext: 'jpg', contentType: 'image/jpeg' })).toBe('photo.JPEG');
    expect(nameForType('agreement', { ext: 'pdf', contentType: 'application/pdf' })).toBe('agreement.pdf');
    expect(nameForType('Agreement.PDF', { ext: 'pdf', contentType: 'application/pdf' })).toBe('Agreement.PDF');
  });

  it('attachmentDisposition encodes the name both ways', () => {
    expect(attachmentDisposition('Kontrata ñ "1".pdf')).toBe(
      `attachment; filename="Kontrata%20%C3%B1%20%221%22.pdf"; filename*=UTF-8''Kontrata%20%C3%B1%20%221%22.pdf`,
    );
  });

  it('serves every accepted extension with its content type', () => {
    expect(DOCUMENT_CONTENT_TYPES).toEqual({
      pdf: 'application/pdf',
      jpg: 'image/jpeg',
      png: 'image/png',
      docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      doc: 'application/msword',
    });
  });
});
