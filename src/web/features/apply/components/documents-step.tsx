import type { DraftUpload } from '../apply-draft';
import { DOCUMENT_KINDS } from '../apply-constants';
import { DocumentRow } from './document-row';

/** Step 4: one row per kind of document; the government ID and a proof of billing are required. */
export function DocumentsStep({
  uploads,
  missing,
  onUploaded,
  onRemoved,
}: {
  uploads: readonly DraftUpload[];
  missing: Partial<Record<DraftUpload['kind'], string>>;
  onUploaded: (upload: DraftUpload) => void;
  onRemoved: (upload: DraftUpload) => void;
}) {
  return (
    <div className="grid gap-3">
      <p className="text-sm text-muted-foreground">
        Each file is uploaded as soon as you choose it. Scans or clear photos are fine. Files you do not submit are deleted after 48 hours.
      </p>
      <ul className="grid gap-3" aria-label="Documents">
        {DOCUMENT_KINDS.map((d) => (
          <DocumentRow
            key={d.kind}
            kind={d.kind}
            label={d.label}
            required={d.required}
            upload={uploads.find((u) => u.kind === d.kind)}
            missing={missing[d.kind]}
            onUploaded={onUploaded}
            onRemoved={onRemoved}
          />
        ))}
      </ul>
    </div>
  );
}
