import { useState } from 'react';
import { toast } from 'sonner';
import {
  CONTRACT_MESSAGES,
  DOCUMENT_KIND_LABELS,
  LOCATION_DOCUMENT_KINDS,
  ZDocumentUploadQuery,
} from '../../../../shared/contract-package.contracts';
import {
  DateField,
  DialogForm,
  DOCUMENT_RULES,
  EnumSelectField,
  FileField,
  TextField,
  useAppForm,
  useFileUpload,
} from '../../../components/form';
import { useUploadLocationDocument } from '../upload-document';

const KIND_OPTIONS = LOCATION_DOCUMENT_KINDS.map((k) => ({ value: k, label: DOCUMENT_KIND_LABELS[k] }));
interface Values {
  kind: (typeof LOCATION_DOCUMENT_KINDS)[number];
  title: string;
  expiresOn: string;
}

/** Upload a permit, certificate or other document for a location: checked in the browser, then by content on the server. */
export function UploadDocumentDialog({ locationId, open, onClose }: { locationId: string; open: boolean; onClose: () => void }) {
  return open ? <UploadForm locationId={locationId} onClose={onClose} /> : null;
}

function UploadForm({ locationId, onClose }: { locationId: string; onClose: () => void }) {
  const upload = useUploadLocationDocument();
  const docUpload = useFileUpload();
  const [file, setFile] = useState<File | null>(null);
  const [missing, setMissing] = useState(false);
  const form = useAppForm<Values, ReturnType<typeof ZDocumentUploadQuery.parse>>(
    ZDocumentUploadQuery,
    { kind: 'permit', title: '', expiresOn: '' },
    { labels: { kind: 'kind', title: 'title', expiresOn: 'expiry date' }, toInput: (v) => ({ ...v, expiresOn: v.expiresOn || undefined }) },
  );
  const submit = form.submit(async (meta) => {
    if (!file) {
      setMissing(true);
      return;
    }
    try {
      const saved = await docUpload.run(
        (onProgress) => upload.mutateAsync({ locationId, meta, file, onProgress }),
        'The document could not be uploaded.',
      );
      toast.success('Document uploaded', { description: `${saved.title} is pending review by head office.` });
      onClose();
    } catch {
      // The server's message shows under the picker (useFileUpload keeps it).
    }
  }, 'The document could not be uploaded.');
  return (
    <DialogForm
      open
      onOpenChange={(next) => (next ? undefined : onClose())}
      title="Upload document"
      description="Head office reviews every upload. PDF, Word, JPG or PNG, at most 5 MB."
      onSubmit={(event) => {
        // A missing file is shown together with the fields' own errors.
        if (!file) setMissing(true);
        return submit(event);
      }}
      formError={form.formError}
      submitLabel="Upload"
      pendingLabel="Uploading…"
      pending={docUpload.progress !== null || upload.isPending}
    >
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <EnumSelectField control={form.control} name="kind" label="Kind" options={KIND_OPTIONS} />
        <DateField control={form.control} name="expiresOn" label="Expires on" hint="Optional. We remind you 30 days before." />
      </div>
      <TextField control={form.control} name="title" label="Title" maxLength={160} placeholder="Mayor’s business permit 2026" />
      <FileField
        label="File"
        rules={DOCUMENT_RULES}
        onFileChange={(chosen) => {
          docUpload.setError(null);
          setMissing(false);
          setFile(chosen);
        }}
        progress={docUpload.progress}
        error={docUpload.error ?? (missing ? CONTRACT_MESSAGES.chooseFile : null)}
      />
    </DialogForm>
  );
}
