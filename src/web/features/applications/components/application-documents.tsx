import { FileDown } from 'lucide-react';
import { DOCUMENT_KIND_LABELS, type ApplicationDetail } from '../../../../shared/applications.contracts';
import { fileSizeText } from '../../../../shared/file-size';
import { documentUrl } from '../get-application';

/** The applicant's files, each a download streamed by the API after the head-office check. */
export function ApplicationDocuments({ application }: { application: ApplicationDetail }) {
  if (application.documents.length === 0) return <p className="text-sm text-muted-foreground">No documents.</p>;
  return (
    <ul className="grid gap-3" aria-label="Documents" data-testid="application-documents">
      {application.documents.map((d) => (
        <li key={d.id} className="grid min-w-0 gap-0.5">
          <span className="text-xs font-medium uppercase tracking-wide text-muted-foreground">{DOCUMENT_KIND_LABELS[d.kind]}</span>
          <a
            href={documentUrl(application.id, d.id)}
            download={d.filename}
            className="inline-flex max-w-full items-center gap-1.5 text-sm font-medium text-primary underline-offset-4 hover:underline"
          >
            <FileDown aria-hidden className="size-4 shrink-0" />
            <span className="truncate">{d.filename}</span>
            <span className="shrink-0 text-xs font-normal text-muted-foreground">({fileSizeText(d.sizeBytes)})</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
