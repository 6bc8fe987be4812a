import type { FastifyReply } from 'fastify';

/** The Content-Disposition of a download: attachment, with the name both plain (percent-encoded) and RFC 5987. */
export function attachmentDisposition(filename: string): string {
  const encoded = encodeURIComponent(filename);
  return `attachment; filename="${encoded}"; filename*=UTF-8''${encoded}`;
}

/**
 * The headers of every file the API hands out (PDFs, documents, CSV exports): saved, never rendered in place, the
 * name encoded for any character, the type not sniffed, and private files kept out of shared caches.
 */
export function asDownload(reply: FastifyReply, file: { filename: string; contentType: string; private?: boolean }): FastifyReply {
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', attachmentDisposition(file.filename))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', file.private === false ? 'no-cache' : 'private, no-store');
}
