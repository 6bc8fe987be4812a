import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import { formatPeso } from '../../../shared/money';
import { formatCalendarDate } from '../../../shared/time';
import { businessDocument, documentHeader, factsTable, headerCell, moneyCell, PDF_MUTED, totalsBox } from '../../lib/pdf/business-document';
import { renderPdf } from '../../lib/pdf/render';

/** Everything an invoice PDF shows; its hash names the stored copy (invoice-pdf-store.ts), so any change here regenerates it. */
export interface InvoicePdfData {
  /** Who issues the invoice: the location's brand (network/brand identity) and the head office's address. */
  issuer: { name: string; tagline: string | null; address: string };
  invoice: { number: string; status: string; issuedOn: string; dueOn: string; paidAt: string | null; amountCentavos: number };
  /** The order an order invoice bills; null on a royalty invoice. */
  order: { number: string; subtotalCentavos: number; vatCentavos: number; shippingCentavos: number; totalCentavos: number } | null;
  /** The royalty statement a royalty invoice bills (its month's charges, line by line); absent on an order invoice. */
  royalty?: { period: string; lines: { label: string; amountCentavos: number }[]; totalCentavos: number };
  /** Σ payments so far (partial payments leave a balance). */
  paidCentavos?: number;
  billTo: string[];
  location: { name: string; code: string };
  items: { name: string; sku: string; quantity: number; unitPriceCentavos: number; lineTotalCentavos: number }[];
}

/** Bump when the layout changes, so every stored PDF is regenerated on its next download. */
export const INVOICE_PDF_LAYOUT = 2;

const STATUS_LABELS: Record<string, string> = { draft: 'Draft', sent: 'Sent', paid: 'Paid', overdue: 'Overdue', cancelled: 'Cancelled' };
function definition(d: InvoicePdfData): TDocumentDefinitions {
  const totals: [string, number, boolean][] = d.order
    ? [
        ['Subtotal', d.order.subtotalCentavos, false],
        ['VAT 12%', d.order.vatCentavos, false],
        ['Shipping', d.order.shippingCentavos, false],
        ['Total', d.order.totalCentavos, true],
      ]
    : [['Total', d.royalty?.totalCentavos ?? d.invoice.amountCentavos, true]];
  const subject = d.order ? `Order ${d.order.number}` : `Royalties ${d.royalty?.period ?? ''}`.trim();
  const balance = d.invoice.amountCentavos - (d.paidCentavos ?? 0);
  const status = STATUS_LABELS[d.invoice.status] ?? d.invoice.status;
  const header = documentHeader(
    { name: d.issuer.name, lines: [...(d.issuer.tagline ? [d.issuer.tagline] : []), d.issuer.address] },
    {
      text: 'INVOICE',
      lines: [
        { text: d.invoice.number, bold: true, alignment: 'right' },
        { text: subject, alignment: 'right' },
      ],
    },
  );
  const facts: Content = {
    columns: [
      [{ text: 'Bill to', bold: true }, ...d.billTo, { text: `Location: ${d.location.name} (${d.location.code})`, margin: [0, 4, 0, 0] }],
      factsTable([
        ['Issued', formatCalendarDate(d.invoice.issuedOn)],
        ['Due', `${formatCalendarDate(d.invoice.dueOn)} (Net 30)`],
        ['Status', d.invoice.paidAt ? `${status} ${formatCalendarDate(d.invoice.paidAt)}` : status],
        ...(d.paidCentavos ? [['Paid', formatPeso(d.paidCentavos)]] : []),
        ['Amount due', formatPeso(d.invoice.status === 'paid' || d.invoice.status === 'cancelled' ? 0 : balance)],
      ]),
    ],
    margin: [0, 16, 0, 16],
  };
  const items: Content = d.royalty
    ? {
        table: {
          headerRows: 1,
          dontBreakRows: true,
          widths: ['*', 100],
          body: [
            [headerCell('Description'), headerCell('Amount', 'right')],
            ...d.royalty.lines.map((l) => [l.label, moneyCell(l.amountCentavos)]),
          ],
        },
        layout: 'lightHorizontalLines',
      }
    : {
        table: {
          // The header row repeats at the top of every page a long invoice runs onto.
          headerRows: 1,
          dontBreakRows: true,
          widths: ['*', 95, 35, 75, 80],
          body: [
            [
              headerCell('Item'),
              headerCell('SKU'),
              headerCell('Qty', 'right'),
              headerCell('Unit price', 'right'),
              headerCell('Amount', 'right'),
            ],
            ...d.items.map((i) => [
              i.name,
              { text: i.sku, color: PDF_MUTED },
              { text: String(i.quantity), alignment: 'right' as const },
              moneyCell(i.unitPriceCentavos),
              moneyCell(i.lineTotalCentavos),
            ]),
          ],
        },
        layout: 'lightHorizontalLines',
      };
  return businessDocument({
    info: { title: `Invoice ${d.invoice.number}`, author: d.issuer.name, subject },
    footer: `${d.issuer.name} · Invoice ${d.invoice.number}`,
    content: [header, facts, items, totalsBox(totals)],
  });
}

/** The invoice as a PDF: A4, Roboto (with ₱), the item table split over pages with its header repeated. */
export function renderInvoicePdf(data: InvoicePdfData): Promise<Buffer> {
  return renderPdf(definition(data));
}
