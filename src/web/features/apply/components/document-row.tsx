import { useState } from 'react';
import { FileCheck2 } from 'lucide-react';
import type { ApplicationDocumentKind } from '../../../../shared/applications.contracts';
import { FileField } from '../../../components/form/file-field';
import { DOCUMENT_RULES } from '../../../components/form/file-checks';
import { useFileUpload } from '../../../components/form/use-file-upload';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { discardDocument, uploadDocument } from '../apply-api';
import type { DraftUpload } from '../apply-draft';

/** "2.4 KB", "1.2 MB". */
export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/**
 * One kind of document: a picker that uploads the chosen file at once (with its progress), or the uploaded file
 * with Remove. A refusal (the browser's check first, then the server's) shows beside the row.
 */
export function DocumentRow({
  kind,
  label,
  required,
  upload,
  missing,
  onUploaded,
  onRemoved,
}: {
  kind: ApplicationDocumentKind;
  label: string;
  required: boolean;
  upload: DraftUpload | undefined;
  /** "Proof of billing is required." after Next was pressed without it. */
  missing?: string;
  onUploaded: (upload: DraftUpload) => void;
  onRemoved: (upload: DraftUpload) => void;
}) {
  const { progress, error, setError, run } = useFileUpload();
  const [removing, setRemoving] = useState(false);
  const title = `${label}${required ? '' : ' (optional)'}`;

  const send = async (file: File | null) => {
    if (!file) return;
    try {
      const saved = await run((onProgress) => uploadDocument(kind, file, onProgress));
      onUploaded({ id: saved.id, token: saved.token, kind, filename: saved.filename, sizeBytes: saved.sizeBytes });
    } catch {
      // useFileUpload keeps the server's message for the row.
    }
  };

  const remove = async (u: DraftUpload) => {
    setRemoving(true);
    setError(null);
    try {
      await discardDocument(u);
      onRemoved(u);
    } catch (e) {
      // Already gone on the server (expired or used): nothing left to remove there.
      if (e && typeof e === 'object' && 'status' in e && e.status === 404) onRemoved(u);
      else setError(errorMessage(e, 'The file could not be removed. Please try again.'));
    } finally {
      setRemoving(false);
    }
  };

  return (
    <li className="grid gap-2 rounded-lg border border-border bg-card p-4" data-testid="document-row" data-kind={kind}>
      {upload ? (
        <div className="grid gap-2">
          <p className="text-sm font-medium">{title}</p>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="flex min-w-0 items-center gap-2 text-sm" data-testid="uploaded-document">
              <FileCheck2 aria-hidden className="size-4 shrink-0 text-green-700" />
              <span className="truncate">{upload.filename}</span>
              <span className="shrink-0 text-xs text-muted-foreground">({formatSize(upload.sizeBytes)})</span>
            </p>
            <Button variant="outline" size="sm" disabled={removing} onClick={() => void remove(upload)} aria-label={`Remove ${label}`}>
              {removing ? 'Removing…' : 'Remove'}
            </Button>
          </div>
          {error ? (
            <p className="text-sm text-destructive" role="alert">
              {error}
            </p>
          ) : null}
        </div>
      ) : (
        <FileField
          label={title}
          hint={required ? 'Required. PDF, Word, JPG or PNG, up to 5 MB.' : 'PDF, Word, JPG or PNG, up to 5 MB.'}
          rules={DOCUMENT_RULES}
          progress={progress}
          error={error ?? missing}
          announceError
          onFileChange={(file) => void send(file)}
        />
      )}
    </li>
  );
}
