import { toast } from 'sonner';
import { ZOpeningReview, type OpeningItem } from '../../../../shared/openings.contracts';
import { FormDialog, ReasonField, useAppForm } from '../../../components/form';
import { useReviewOpeningItem } from '../review-item';

/** Head office rejects an upload with the reason the franchisee reads on the item (and in a notification). */
export function RejectItemDialog({ openingId, item, onClose }: { openingId: string; item: OpeningItem; onClose: () => void }) {
  const review = useReviewOpeningItem();
  const form = useAppForm<{ decision: 'rejected'; note: string }, ReturnType<typeof ZOpeningReview.parse>>(
    ZOpeningReview,
    { decision: 'rejected', note: '' },
    { labels: { decision: 'decision', note: 'reason' } },
  );
  const submit = form.submit(async (input) => {
    await review.mutateAsync({ id: openingId, itemId: item.id, input });
    toast.success('Upload rejected', { description: item.title });
    onClose();
  }, 'The review could not be saved.');
  return (
    <FormDialog
      form={form}
      onClose={onClose}
      title={`Reject ${item.title}`}
      description="The franchisee sees your reason on the item and uploads again."
      onSubmit={submit}
      submitLabel="Reject upload"
      pendingLabel="Rejecting…"
      pending={review.isPending}
      variant="destructive"
    >
      <ReasonField control={form.control} name="note" label="Reason" />
    </FormDialog>
  );
}
