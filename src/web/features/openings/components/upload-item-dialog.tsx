import { toast } from 'sonner';
import { OPENING_MESSAGES, type OpeningItem } from '../../../../shared/openings.contracts';
import { DialogForm, FileField, useChosenFile, type FileRules } from '../../../components/form';
import { DOCUMENT_RULES, IMAGE_RULES } from '../../../components/form';
import { useUploadOpeningItem } from '../upload-item';

/** The server's rule for an opening document (PDF, JPG or PNG) and a photo (JPG or PNG), checked before sending. */
const OPENING_DOCUMENT_RULES: FileRules = {
  ...DOCUMENT_RULES,
  extensions: ['pdf', 'jpg', 'jpeg', 'png'],
  types: ['application/pdf', 'image/jpeg', 'image/png'],
  wrongTypeMessage: OPENING_MESSAGES.wrongType,
};
const OPENING_PHOTO_RULES: FileRules = { ...IMAGE_RULES, wrongTypeMessage: OPENING_MESSAGES.photoType };

/** Upload the file of a document or photo item; it then awaits head office's review. */
export function UploadItemDialog({ openingId, item, onClose }: { openingId: string; item: OpeningItem; onClose: () => void }) {
  const upload = useUploadOpeningItem();
  const chosen = useChosenFile(OPENING_MESSAGES.chooseFile);
  const photo = item.kind === 'photo';
  const submit = async (event?: React.BaseSyntheticEvent) => {
    event?.preventDefault();
    const file = chosen.file;
    if (!file) {
      chosen.setMissing(true);
      return;
    }
    try {
      await chosen.run(
        (onProgress) => upload.mutateAsync({ id: openingId, itemId: item.id, file, onProgress }),
        'The file could not be uploaded.',
      );
      toast.success('File uploaded', { description: `${item.title} is awaiting review by head office.` });
      onClose();
    } catch {
      // The server's message stays under the picker (useFileUpload keeps it).
    }
  };
  return (
    <DialogForm
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={`Upload ${item.title}`}
      description={
        photo
          ? 'A JPG or PNG photo, at most 5 MB. Head office reviews it.'
          : 'A PDF, JPG or PNG scan, at most 5 MB. Head office reviews it.'
      }
      onSubmit={submit}
      submitLabel="Upload"
      pendingLabel="Uploading…"
      pending={chosen.progress !== null || upload.isPending}
    >
      <FileField label={photo ? 'Photo' : 'File'} rules={photo ? OPENING_PHOTO_RULES : OPENING_DOCUMENT_RULES} {...chosen.picker} />
    </DialogForm>
  );
}
