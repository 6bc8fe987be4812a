import type { Storage } from '../../lib/storage';
import { createPdfStore } from '../../lib/pdf/pdf-store';
import { INVOICE_PDF_LAYOUT, renderInvoicePdf, type InvoicePdfData } from './invoice-pdf';

/** Invoice PDFs through the PDF kit: invoices/<invoice id>/<hash>.pdf, re-rendered when anything shown changes. */
export function createInvoicePdfStore(storage: Storage) {
  return createPdfStore<InvoicePdfData>(storage, { folder: 'invoices', layout: INVOICE_PDF_LAYOUT, render: renderInvoicePdf });
}
export type InvoicePdfStore = ReturnType<typeof createInvoicePdfStore>;
