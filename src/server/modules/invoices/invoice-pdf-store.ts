import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { Storage } from '../../lib/storage';
import { INVOICE_PDF_LAYOUT, renderInvoicePdf, type InvoicePdfData } from './invoice-pdf';

const folderOf = (invoiceId: string) => `invoices/${invoiceId}`;

/**
 * Invoice PDFs as private objects (decision 007): invoices/<invoice id>/<hash>.pdf, where the hash covers everything
 * the PDF shows (and the layout version). A download whose data is unchanged streams the stored copy; a changed
 * invoice (status, paid date, brand name…) hashes differently, so it is rendered, stored, and the older copies deleted.
 * Callers check permission first: these objects have no URL.
 */
export function createInvoicePdfStore(storage: Storage) {
  return {
    async open(invoiceId: string, data: InvoicePdfData): Promise<Readable | Buffer> {
      const hash = createHash('sha256')
        .update(JSON.stringify({ layout: INVOICE_PDF_LAYOUT, data }))
        .digest('hex')
        .slice(0, 32);
      const ref = { visibility: 'private' as const, key: `${folderOf(invoiceId)}/${hash}.pdf` };
      const stored = await storage.stream(ref);
      if (stored) return stored;
      const pdf = await renderInvoicePdf(data);
      await storage.put(ref, pdf, { contentType: 'application/pdf' });
      for (const key of await storage.list('private', folderOf(invoiceId))) {
        if (key !== ref.key) await storage.delete({ visibility: 'private', key });
      }
      return pdf;
    },
  };
}
export type InvoicePdfStore = ReturnType<typeof createInvoicePdfStore>;
