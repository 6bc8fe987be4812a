import { toast } from 'sonner';
import type { Contract } from '../../../../shared/suppliers.contracts';
import { DOCUMENT_RULES, FileField, FormBody, FormFooter, useChosenFile } from '../../../components/form';
import { DialogShell } from '../../../components/ui/dialog-shell';
import { contractDocumentUrl, useUploadContractDocument } from '../upload-contract-document';

/** Upload or replace a contract's document: checked in the browser first (type, 5 MB), then by content on the server. */
export function ContractDocumentDialog({ contract, onClose }: { contract: Contract | null; onClose: () => void }) {
  return (
    <DialogShell
      open={contract !== null}
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={contract?.document ? 'Replace document' : 'Upload document'}
      description={contract ? `${contract.contractNumber} · ${contract.title}` : undefined}
    >
      {contract ? <DocumentForm key={contract.id} contract={contract} onClose={onClose} /> : null}
    </DialogShell>
  );
}

function DocumentForm({ contract, onClose }: { contract: Contract; onClose: () => void }) {
  const upload = useUploadContractDocument();
  const docUpload = useChosenFile('Choose a file to upload.');
  const file = docUpload.file;
  const submit = async () => {
    if (!file) return docUpload.setMissing(true);
    try {
      const saved = await docUpload.run(
        (onProgress) => upload.mutateAsync({ id: contract.id, file, onProgress }),
        'The document could not be uploaded.',
      );
      toast.success('Document uploaded', { description: `${saved.document?.name ?? file.name} · ${saved.contractNumber}` });
      onClose();
    } catch {
      // The server's message shows under the picker (useFileUpload keeps it).
    }
  };
  return (
    <FormBody
      onSubmit={submit}
      label={contract.document ? 'Replace document' : 'Upload document'}
      footer={<FormFooter submitLabel="Upload" pendingLabel="Uploading…" pending={docUpload.progress !== null} onCancel={onClose} />}
    >
      {contract.document ? (
        <p className="text-sm">
          Current:{' '}
          <a
            className="text-primary underline-offset-4 hover:underline"
            href={contractDocumentUrl(contract.id)}
            download={contract.document.name}
          >
            {contract.document.name}
          </a>
        </p>
      ) : null}
      <FileField label="Document" hint="PDF, Word, JPG or PNG, at most 5 MB." rules={DOCUMENT_RULES} {...docUpload.picker} />
    </FormBody>
  );
}
