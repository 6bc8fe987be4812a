import { createRequire } from 'node:module';
import path from 'node:path';
import pdfmake from 'pdfmake';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';

/**
 * The PDF kit's renderer: pdfmake on the server with the Roboto fonts it ships (they have the peso sign, U+20B1:
 * checked by invoices.test.ts). pdfmake is one shared instance: its fonts and access policies are set once, here.
 * Documents never load anything from a URL, and from disk only these font files.
 */
const FONT_DIR = path.join(path.dirname(createRequire(import.meta.url).resolve('pdfmake/package.json')), 'fonts', 'Roboto');
export const PDF_FONT_FILES = {
  normal: path.join(FONT_DIR, 'Roboto-Regular.ttf'),
  bold: path.join(FONT_DIR, 'Roboto-Medium.ttf'),
  italics: path.join(FONT_DIR, 'Roboto-Italic.ttf'),
  bolditalics: path.join(FONT_DIR, 'Roboto-MediumItalic.ttf'),
};
const ALLOWED_FILES = new Set(Object.values(PDF_FONT_FILES));

pdfmake.setFonts({ Roboto: PDF_FONT_FILES });
pdfmake.setUrlAccessPolicy(() => false);
pdfmake.setLocalAccessPolicy((file) => ALLOWED_FILES.has(path.resolve(file)));

/** Renders a document definition to PDF bytes. */
export function renderPdf(definition: TDocumentDefinitions): Promise<Buffer> {
  return pdfmake.createPdf({ ...definition, defaultStyle: { font: 'Roboto', ...definition.defaultStyle } }).getBuffer();
}
