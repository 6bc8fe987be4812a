import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { X } from 'lucide-react';
import { toast } from 'sonner';
import { paths } from '../../../../shared/routes';
import {
  TICKET_CATEGORIES,
  TICKET_DESCRIPTION_MAX,
  TICKET_MAX_ATTACHMENTS,
  TICKET_PRIORITIES,
  TICKET_SUBJECT_MAX,
  ZTicketCreate,
  type TicketCategory,
  type TicketPriority,
} from '../../../../shared/support.contracts';
import {
  DialogForm,
  DOCUMENT_RULES,
  EnumSelectField,
  FileField,
  TextField,
  TextareaField,
  useAppForm,
  useFileUpload,
} from '../../../components/form';
import { Button } from '../../../components/ui/button';
import type { FieldLabels } from '../../../lib/form-errors';
import { useAddTicketAttachment } from '../add-ticket-attachment';
import { useCreateTicket } from '../create-ticket';
import { useTicketLocations } from '../get-ticket-locations';
import { fileSizeText } from '../../../../shared/file-size';

interface NewTicketValues {
  subject: string;
  category: TicketCategory | '';
  priority: TicketPriority;
  description: string;
  locationId: string;
}
const LABELS: FieldLabels<NewTicketValues> = {
  subject: 'subject',
  category: 'category',
  priority: 'priority',
  description: 'description',
  locationId: 'location',
};
const EMPTY: NewTicketValues = { subject: '', category: '', priority: 'Medium', description: '', locationId: '' };
const CATEGORY_OPTIONS = TICKET_CATEGORIES.map((c) => ({ value: c, label: c }));
const PRIORITY_OPTIONS = TICKET_PRIORITIES.map((p) => ({ value: p, label: p }));

/** "New request": mounted only while open, so each opening starts empty. */
export function NewTicketDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return open ? <NewTicketForm onClose={onClose} /> : null;
}

/**
 * Subject, category, priority, location (when the franchisee has more than one), description and up to five files
 * (the spec's rules, checked before sending). The ticket is created first, then each file is uploaded with its
 * progress; if a file is refused, the ticket still exists and the page of the ticket says so.
 */
function NewTicketForm({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  const listId = useId();
  const create = useCreateTicket();
  const attach = useAddTicketAttachment('franchisee');
  const upload = useFileUpload();
  const locations = useTicketLocations();
  const [files, setFiles] = useState<File[]>([]);
  const [pickerKey, setPickerKey] = useState(0);
  const [uploading, setUploading] = useState<{ index: number; total: number } | null>(null);
  const pickerId = `${listId}-file`;
  const added = useRef(false);
  const form = useAppForm(ZTicketCreate, EMPTY, { labels: LABELS });
  const { control } = form;

  // After a file is added the picker is a new one: keep the keyboard user on it.
  useEffect(() => {
    if (added.current) document.getElementById(pickerId)?.focus();
    added.current = false;
  }, [pickerKey, pickerId]);

  // The first of the franchisee's locations is the default (the server's too).
  const firstLocation = locations.data?.[0]?.id;
  useEffect(() => {
    if (firstLocation && !form.getValues('locationId')) form.setValue('locationId', firstLocation);
  }, [firstLocation, form]);

  const submit = form.submit(async (input) => {
    const ticket = await create.mutateAsync(input);
    let failed = 0;
    for (const [index, file] of files.entries()) {
      setUploading({ index, total: files.length });
      try {
        await upload.run(
          (onProgress) => attach.mutateAsync({ side: 'franchisee', id: ticket.id, file, onProgress }),
          `${file.name} could not be uploaded.`,
        );
      } catch {
        failed += 1;
      }
    }
    setUploading(null);
    if (failed > 0) {
      toast.error(`Request ${ticket.ticketNumber} created, but ${failed === 1 ? 'a file was' : `${failed} files were`} not uploaded`, {
        description: 'Add the file again on the request’s page.',
      });
    } else {
      toast.success(`Support request ${ticket.ticketNumber} created`, { description: ticket.subject });
    }
    onClose();
    void navigate(paths.supportRequest(ticket.id));
  }, 'The support request could not be created.');

  const locationOptions = (locations.data ?? []).map((l) => ({ value: l.id, label: `${l.name} (${l.code})` }));
  const pending = form.formState.isSubmitting || create.isPending || uploading !== null;
  return (
    <DialogForm
      open
      onOpenChange={(next) => (next || pending ? undefined : onClose())}
      title="New support request"
      description="Tell head office what you need. You will be notified when they reply."
      className="sm:max-w-2xl"
      onSubmit={submit}
      formError={form.formError}
      submitLabel="Send request"
      pendingLabel={uploading ? `Uploading file ${uploading.index + 1} of ${uploading.total}…` : 'Sending…'}
      pending={pending}
    >
      <TextField control={control} name="subject" label="Subject" maxLength={TICKET_SUBJECT_MAX} autoComplete="off" />
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <EnumSelectField control={control} name="category" label="Category" options={CATEGORY_OPTIONS} placeholder="Choose a category…" />
        <EnumSelectField control={control} name="priority" label="Priority" options={PRIORITY_OPTIONS} />
      </div>
      {locationOptions.length > 1 ? (
        <EnumSelectField control={control} name="locationId" label="Location" options={locationOptions} />
      ) : null}
      <TextareaField
        control={control}
        name="description"
        label="Description"
        rows={5}
        maxLength={TICKET_DESCRIPTION_MAX}
        hint="What happened, where, and what you expected."
      />
      <div className="grid gap-2">
        {files.length < TICKET_MAX_ATTACHMENTS ? (
          <FileField
            key={pickerKey}
            id={pickerId}
            label={files.length ? 'Add another file' : 'Attachments (optional)'}
            hint={`PDF, Word document, JPG or PNG, at most 5 MB each; up to ${TICKET_MAX_ATTACHMENTS} files.`}
            rules={DOCUMENT_RULES}
            disabled={pending}
            progress={upload.progress}
            error={upload.error}
            onFileChange={(file) => {
              if (!file) return;
              upload.setError(null);
              setFiles((list) => [...list, file]);
              added.current = true;
              setPickerKey((k) => k + 1);
            }}
          />
        ) : (
          <p className="text-sm text-muted-foreground">A request can have at most {TICKET_MAX_ATTACHMENTS} files.</p>
        )}
        {files.length > 0 ? (
          <ul className="grid gap-1" aria-label="Files to send" data-testid="new-ticket-files">
            {files.map((file, i) => (
              <li
                key={`${file.name}-${i}`}
                className="flex items-center justify-between gap-2 rounded-md border border-border px-3 py-1.5 text-sm"
              >
                <span className="min-w-0 truncate">
                  {file.name} <span className="text-xs text-muted-foreground">({fileSizeText(file.size)})</span>
                </span>
                <Button
                  variant="ghost"
                  size="sm"
                  disabled={pending}
                  aria-label={`Remove ${file.name}`}
                  onClick={() => setFiles((list) => list.filter((_, j) => j !== i))}
                >
                  <X aria-hidden />
                </Button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </DialogForm>
  );
}
