import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import { formatPeso } from '../../../shared/money';
import { formatCalendarDate } from '../../../shared/time';
import { CONTACT } from '../../../shared/constants';
import { businessDocument, documentHeader, factsTable, headerCell, moneyCell, PDF_MUTED, totalsBox } from '../../lib/pdf/business-document';
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

function definition(d: PurchaseOrderPdfData): TDocumentDefinitions {
  const header = documentHeader(
    { name: BUYER.name, lines: [BUYER.address] },
    { text: 'PURCHASE ORDER', lines: [{ text: d.poNumber, bold: true, alignment: 'right' }] },
  );
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
      factsTable([
        ['Order date', d.submittedOn ? formatCalendarDate(d.submittedOn) : '—'],
        ['Expected delivery', d.expectedDate ? formatCalendarDate(d.expectedDate) : '—'],
        ['Deliver to', `${BUYER.name} warehouse`],
        ['Order total', formatPeso(d.totalCentavos)],
      ]),
    ],
    margin: [0, 16, 0, 16],
  };
  const lines: Content = {
    table: {
      headerRows: 1,
      dontBreakRows: true,
      widths: ['*', 70, 70, 40, 70, 75],
      body: [
        [
          headerCell('Item'),
          headerCell('Our SKU'),
          headerCell('Supplier SKU'),
          headerCell('Qty', 'right'),
          headerCell('Unit cost', 'right'),
          headerCell('Amount', 'right'),
        ],
        ...d.lines.map((l) => [
          `${l.productName} (${l.unit})`,
          { text: l.productSku, color: PDF_MUTED },
          { text: l.supplierSku, color: PDF_MUTED },
          { text: l.quantity.toLocaleString('en-PH'), alignment: 'right' as const },
          moneyCell(l.unitCostCentavos),
          moneyCell(l.lineTotalCentavos),
        ]),
      ],
    },
    layout: 'lightHorizontalLines',
  };
  const notes: Content[] = d.notes ? [{ text: 'Notes', bold: true, margin: [0, 16, 0, 2] }, { text: d.notes }] : [];
  return businessDocument({
    info: { title: `Purchase order ${d.poNumber}`, author: BUYER.name, subject: `Purchase order to ${s.name}` },
    footer: `${BUYER.name} · Purchase order ${d.poNumber}`,
    content: [header, facts, lines, totalsBox([['Total', d.totalCentavos, true]]), ...notes],
  });
}

/** The purchase order as a PDF: A4, Roboto (with ₱), lines split over pages with the header repeated. */
export function renderPurchaseOrderPdf(data: PurchaseOrderPdfData): Promise<Buffer> {
  return renderPdf(definition(data));
}
