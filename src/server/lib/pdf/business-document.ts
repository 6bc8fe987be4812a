import type { Column, Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import { formatPeso } from '../../../shared/money';

/**
 * The layout every business document the server prints shares (invoices, purchase orders): issuer and title on top,
 * key facts in a borderless table, a totals box on the right, and an A4 page frame whose footer names the document
 * and counts pages. One place, so the documents keep looking like one family.
 */

export const PDF_MUTED = '#555555';

/** An amount in pesos, right-aligned (table cells and totals). */
export const moneyCell = (centavos: number) => ({ text: formatPeso(centavos), alignment: 'right' as const });

/** A column heading of a line table. */
export const headerCell = (text: string, alignment: 'left' | 'right' = 'left') => ({ text, style: 'tableHeader', alignment });

/** The top of the document: who issues it (name, then muted lines) on the left, the title and its lines on the right. */
export function documentHeader(issuer: { name: string; lines: string[] }, title: { text: string; lines: Content[] }): Content {
  return {
    columns: [
      [{ text: issuer.name, style: 'issuer' }, ...issuer.lines.map((text) => ({ text, color: PDF_MUTED }))],
      [{ text: title.text, style: 'title', alignment: 'right' }, ...title.lines],
    ],
  };
}

/** Key facts (dates, status, amounts) as a borderless table: muted label, right-aligned value. */
export function factsTable(rows: string[][]): Column {
  return {
    width: 'auto',
    table: {
      body: rows.map(([k, v]) => [
        { text: k, color: PDF_MUTED },
        { text: v, alignment: 'right' },
      ]),
    },
    layout: 'noBorders',
  };
}

/** The totals box under the lines, pushed to the right and kept on one page: label and amount, bold where asked. */
export function totalsBox(rows: [label: string, centavos: number, bold: boolean][]): Content {
  return {
    columns: [
      { text: '', width: '*' },
      {
        width: 'auto',
        table: {
          body: rows.map(([label, value, bold]) => [
            { text: label, bold },
            { ...moneyCell(value), bold },
          ]),
        },
        layout: 'noBorders',
      },
    ],
    margin: [0, 12, 0, 0],
    unbreakable: true,
  };
}

/** The A4 page frame: metadata, margins, the footer ("<footer> · Page n of m") and the shared styles. */
export function businessDocument(opts: {
  info: { title: string; author: string; subject: string };
  footer: string;
  content: Content[];
}): TDocumentDefinitions {
  return {
    pageSize: 'A4',
    pageMargins: [40, 40, 40, 56],
    info: opts.info,
    content: opts.content,
    footer: (page, pages) => ({
      columns: [
        { text: opts.footer, color: PDF_MUTED },
        { text: `Page ${page} of ${pages}`, alignment: 'right', color: PDF_MUTED },
      ],
      margin: [40, 20, 40, 0],
      fontSize: 8,
    }),
    defaultStyle: { fontSize: 10 },
    styles: {
      issuer: { fontSize: 18, bold: true },
      title: { fontSize: 18, bold: true, color: PDF_MUTED },
      tableHeader: { bold: true },
    },
  };
}
