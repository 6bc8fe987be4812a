import { toast } from 'sonner';
import {
  CONTRACT_MESSAGES,
  DOCUMENT_KIND_LABELS,
  LOCATION_DOCUMENT_KINDS,
  ZDocumentUploadQuery,
} from '../../../../shared/contract-package.contracts';
import {
  DateField,
  DOCUMENT_RULES,
  EnumSelectField,
  FileField,
  FormDialog,
  labelledOptions,
  TextField,
  useAppForm,
  useChosenFile,
} from '../../../components/form';
import { useUploadLocationDocument } from '../upload-document';

const KIND_OPTIONS = labelledOptions(LOCATION_DOCUMENT_KINDS, DOCUMENT_KIND_LABELS);
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
  const docUpload = useChosenFile(CONTRACT_MESSAGES.chooseFile);
  const file = docUpload.file;
  const form = useAppForm<Values, ReturnType<typeof ZDocumentUploadQuery.parse>>(
    ZDocumentUploadQuery,
    { kind: 'permit', title: '', expiresOn: '' },
    { labels: { kind: 'kind', title: 'title', expiresOn: 'expiry date' }, toInput: (v) => ({ ...v, expiresOn: v.expiresOn || undefined }) },
  );
  const submit = form.submit(async (meta) => {
    if (!file) {
      docUpload.setMissing(true);
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
    <FormDialog
      form={form}
      onClose={onClose}
      title="Upload document"
      description="Head office reviews every upload. PDF, Word, JPG or PNG, at most 5 MB."
      onSubmit={(event) => {
        // A missing file is shown together with the fields' own errors.
        if (!file) docUpload.setMissing(true);
        return submit(event);
      }}
      submitLabel="Upload"
      pendingLabel="Uploading…"
      pending={docUpload.progress !== null || upload.isPending}
    >
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <EnumSelectField control={form.control} name="kind" label="Kind" options={KIND_OPTIONS} />
        <DateField control={form.control} name="expiresOn" label="Expires on" hint="Optional. We remind you 30 days before." />
      </div>
      <TextField control={form.control} name="title" label="Title" maxLength={160} placeholder="Mayor’s business permit 2026" />
      <FileField label="File" rules={DOCUMENT_RULES} {...docUpload.picker} />
    </FormDialog>
  );
}
