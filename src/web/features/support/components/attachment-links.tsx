import { FileDown } from 'lucide-react';
import type { TicketAttachment } from '../../../../shared/support.contracts';
import { cn } from '../../../lib/cn';
import { fileSizeText } from '../../../../shared/file-size';

/** A message's files, each a download streamed by the API after the ticket's visibility check. */
export function AttachmentLinks({ attachments, className }: { attachments: TicketAttachment[]; className?: string }) {
  if (attachments.length === 0) return null;
  return (
    <ul className={cn('grid gap-1', className)} aria-label="Attachments">
      {attachments.map((a) => (
        <li key={a.id} className="min-w-0">
          <a
            href={a.downloadUrl}
            download={a.fileName}
            className="inline-flex max-w-full items-center gap-1.5 rounded text-sm font-medium text-primary underline-offset-4 hover:underline"
            data-testid="ticket-attachment"
          >
            <FileDown aria-hidden className="size-4 shrink-0" />
            <span className="truncate">{a.fileName}</span>
            <span className="shrink-0 text-xs font-normal text-muted-foreground">({fileSizeText(a.fileSize)})</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
