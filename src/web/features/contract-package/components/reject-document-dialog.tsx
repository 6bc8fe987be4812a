import { toast } from 'sonner';
import { ZDocumentReview, type LocationDocument } from '../../../../shared/contract-package.contracts';
import { FormDialog, ReasonField, useAppForm } from '../../../components/form';
import { useReviewDocument } from '../review-document';

/** Head office rejects a document with the reason the franchisee reads. */
export function RejectDocumentDialog({ document, onClose }: { document: LocationDocument | null; onClose: () => void }) {
  return document ? <RejectForm document={document} onClose={onClose} /> : null;
}

function RejectForm({ document, onClose }: { document: LocationDocument; onClose: () => void }) {
  const review = useReviewDocument();
  const form = useAppForm<{ decision: 'rejected'; note: string }, ReturnType<typeof ZDocumentReview.parse>>(
    ZDocumentReview,
    { decision: 'rejected', note: '' },
    { labels: { decision: 'decision', note: 'reason' } },
  );
  const submit = form.submit(async (input) => {
    await review.mutateAsync({ id: document.id, input });
    toast.success('Document rejected', { description: document.title });
    onClose();
  }, 'The review could not be saved.');
  return (
    <FormDialog
      form={form}
      onClose={onClose}
      title={`Reject ${document.title}`}
      description="The location’s owner is notified with your reason."
      onSubmit={submit}
      submitLabel="Reject document"
      pendingLabel="Rejecting…"
      pending={review.isPending}
      variant="destructive"
    >
      <ReasonField control={form.control} name="note" label="Reason" />
    </FormDialog>
  );
}
