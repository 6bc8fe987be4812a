import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import { formatPeso } from '../../../shared/money';
import { formatCalendarDate } from '../../../shared/time';
import { CONTACT } from '../../../shared/constants';
import { renderPdf } from '../../lib/pdf/render';

/**
 * Everything a purchase order PDF shows; its hash names the stored copy (PDF kit), so any change regenerates it.
 * Deliberately without the status or receipts: the document is the order as sent, and stays the same copy (the
 * one an e-mail attaches) while goods are received.
 */
export interface PurchaseOrderPdfData {
  poNumber: string;
  submittedOn: string | null;
  expectedDate: string | null;
  notes: string | null;
  supplier: {
    name: string;
    code: string;
    contactName: string | null;
    contactEmail: string | null;
    contactPhone: string | null;
    address: string | null;
  };
  lines: {
    productName: string;
    productSku: string;
    supplierSku: string;
    unit: string;
    quantity: number;
    unitCostCentavos: number;
    lineTotalCentavos: number;
  }[];
  totalCentavos: number;
}

/** Bump when the layout changes, so every stored PDF is regenerated on its next use. */
export const PURCHASE_ORDER_PDF_LAYOUT = 1;

/** Head office buys; its name and address head the document. */
export const BUYER = { name: 'FranchiseHub Head Office', address: CONTACT.office } as const;
const MUTED = '#555555';

function definition(d: PurchaseOrderPdfData): TDocumentDefinitions {
  const money = (centavos: number) => ({ text: formatPeso(centavos), alignment: 'right' as const });
  const head = (text: string, alignment: 'left' | 'right' = 'left') => ({ text, style: 'tableHeader', alignment });
  const header: Content = {
    columns: [
      [
        { text: BUYER.name, style: 'issuer' },
        { text: BUYER.address, color: MUTED },
      ],
      [
        { text: 'PURCHASE ORDER', style: 'title', alignment: 'right' },
        { text: d.poNumber, bold: true, alignment: 'right' },
      ],
    ],
  };
  const s = d.supplier;
  const facts: Content = {
    columns: [
      [
        { text: 'Supplier', bold: true },
        `${s.name} (${s.code})`,
        ...(s.contactName ? [`Attn: ${s.contactName}`] : []),
        ...(s.address ? [s.address] : []),
        ...[s.contactEmail, s.contactPhone].filter((v): v is string => Boolean(v)),
      ],
      {
        width: 'auto',
        table: {
          body: [
            ['Order date', d.submittedOn ? formatCalendarDate(d.submittedOn) : '—'],
            ['Expected delivery', d.expectedDate ? formatCalendarDate(d.expectedDate) : '—'],
            ['Deliver to', `${BUYER.name} warehouse`],
            ['Order total', formatPeso(d.totalCentavos)],
          ].map(([k, v]) => [
            { text: k, color: MUTED },
            { text: v, alignment: 'right' },
          ]),
        },
        layout: 'noBorders',
      },
    ],
    margin: [0, 16, 0, 16],
  };
  const lines: Content = {
    table: {
      headerRows: 1,
      dontBreakRows: true,
      widths: ['*', 70, 70, 40, 70, 75],
      body: [
        [head('Item'), head('Our SKU'), head('Supplier SKU'), head('Qty', 'right'), head('Unit cost', 'right'), head('Amount', 'right')],
        ...d.lines.map((l) => [
          `${l.productName} (${l.unit})`,
          { text: l.productSku, color: MUTED },
          { text: l.supplierSku, color: MUTED },
          { text: l.quantity.toLocaleString('en-PH'), alignment: 'right' as const },
          money(l.unitCostCentavos),
          money(l.lineTotalCentavos),
        ]),
      ],
    },
    layout: 'lightHorizontalLines',
  };
  const total: Content = {
    columns: [
      { text: '', width: '*' },
      {
        width: 'auto',
        table: {
          body: [
            [
              { text: 'Total', bold: true },
              { ...money(d.totalCentavos), bold: true },
            ],
          ],
        },
        layout: 'noBorders',
      },
    ],
    margin: [0, 12, 0, 0],
    unbreakable: true,
  };
  const notes: Content[] = d.notes ? [{ text: 'Notes', bold: true, margin: [0, 16, 0, 2] }, { text: d.notes }] : [];
  return {
    pageSize: 'A4',
    pageMargins: [40, 40, 40, 56],
    info: { title: `Purchase order ${d.poNumber}`, author: BUYER.name, subject: `Purchase order to ${s.name}` },
    content: [header, facts, lines, total, ...notes],
    footer: (page, pages) => ({
      columns: [
        { text: `${BUYER.name} · Purchase order ${d.poNumber}`, color: MUTED },
        { text: `Page ${page} of ${pages}`, alignment: 'right', color: MUTED },
      ],
      margin: [40, 20, 40, 0],
      fontSize: 8,
    }),
    defaultStyle: { fontSize: 10 },
    styles: { issuer: { fontSize: 18, bold: true }, title: { fontSize: 18, bold: true, color: MUTED }, tableHeader: { bold: true } },
  };
}

/** The purchase order as a PDF: A4, Roboto (with ₱), lines split over pages with the header repeated. */
export function renderPurchaseOrderPdf(data: PurchaseOrderPdfData): Promise<Buffer> {
  return renderPdf(definition(data));
}
