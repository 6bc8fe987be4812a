import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { Storage } from '../storage';

export interface PdfStoreOptions<D> {
  /** The top folder of this kind of document: objects are <folder>/<id>/<hash>.pdf. */
  folder: string;
  /** Bump when the layout changes, so every stored PDF is regenerated on its next use. */
  layout: number;
  render: (data: D) => Promise<Buffer>;
}

/**
 * Generated PDFs as private objects (decision 007): <folder>/<id>/<hash>.pdf, where the hash covers everything the
 * PDF shows (and the layout version). A document whose data is unchanged is served from the stored copy; changed
 * data hashes differently, so it is rendered once, stored, and the older copies of that document deleted.
 * Callers check permission first: these objects have no URL.
 */
export function createPdfStore<D>(storage: Storage, opts: PdfStoreOptions<D>) {
  const folderOf = (id: string) => `${opts.folder}/${id}`;
  const refOf = (id: string, data: D) => {
    const hash = createHash('sha256')
      .update(JSON.stringify({ layout: opts.layout, data }))
      .digest('hex')
      .slice(0, 32);
    return { visibility: 'private' as const, key: `${folderOf(id)}/${hash}.pdf` };
  };

  async function renderAndStore(id: string, ref: { visibility: 'private'; key: string }, data: D): Promise<Buffer> {
    const pdf = await opts.render(data);
    await storage.put(ref, pdf, { contentType: 'application/pdf' });
    for (const key of await storage.list('private', folderOf(id))) {
      if (key !== ref.key) await storage.delete({ visibility: 'private', key });
    }
    return pdf;
  }

  return {
    /** The document's bytes: the stored copy, or a fresh rendering when the data changed. */
    async open(id: string, data: D): Promise<Readable | Buffer> {
      const ref = refOf(id, data);
      return (await storage.stream(ref)) ?? renderAndStore(id, ref, data);
    },
    /** Makes sure the current copy is stored and returns its private key (e.g. to attach it to an e-mail). */
    async ensure(id: string, data: D): Promise<string> {
      const ref = refOf(id, data);
      if (!(await storage.exists(ref))) await renderAndStore(id, ref, data);
      return ref.key;
    },
  };
}
export type PdfStore<D> = ReturnType<typeof createPdfStore<D>>;
