import { useState } from 'react';
import { toast } from 'sonner';
import {
  APPLICATION_STATUS_LABELS,
  ZApplicationStatusChange,
  type ApplicationDetail,
  type ApplicationStatus,
} from '../../../../shared/applications.contracts';
import { formatDateTime } from '../../../../shared/time';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FormDialog, TextareaField, useAppForm, whileOpen } from '../../../components/form';
import { ErrorAlert } from '../../../components/feedback/error-alert';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { useChangeApplicationStatus } from '../application-writes';

const ACTION_LABEL: Record<ApplicationStatus, string> = {
  new: 'Back to New',
  under_review: 'Move to Under review',
  interview: 'Move to Interview',
  approved: 'Approve',
  rejected: 'Reject',
  withdrawn: 'Mark withdrawn',
};

/**
 * The moves the server allows from the current status. Approving asks first (it e-mails an invitation to become a
 * franchisee); rejecting asks for an optional note (the applicant gets a polite e-mail). A refusal (409) is shown.
 */
export function ApplicationStatusActions({ application }: { application: ApplicationDetail }) {
  const change = useChangeApplicationStatus();
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<'approved' | 'rejected' | null>(null);

  const move = (status: ApplicationStatus, note?: string) => {
    setError(null);
    change.mutate(
      { id: application.id, status, note },
      {
        onSuccess: (a) => {
          setConfirming(null);
          toast.success(`${a.reference} is now ${APPLICATION_STATUS_LABELS[a.status]}`, {
            description: a.status === 'approved' ? `An invitation was e-mailed to ${a.email}.` : undefined,
          });
        },
        onError: (e) => {
          setConfirming(null);
          setError(errorMessage(e, 'The status could not be changed.'));
        },
      },
    );
  };

  const ask = (status: ApplicationStatus) => {
    if (status === 'approved' || status === 'rejected') {
      setError(null);
      setConfirming(status);
    } else move(status);
  };

  return (
    <div className="grid gap-3" data-testid="application-actions">
      {application.allowedStatuses.length > 0 ? (
        <div className="flex flex-wrap gap-2">
          {application.allowedStatuses.map((to) => (
            <Button
              key={to}
              size="sm"
              variant={to === 'approved' ? 'default' : to === 'rejected' ? 'destructive' : 'outline'}
              disabled={change.isPending}
              onClick={() => ask(to)}
            >
              {ACTION_LABEL[to]}
            </Button>
          ))}
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">
          This application is {APPLICATION_STATUS_LABELS[application.status].toLowerCase()}; its status cannot change any more.
        </p>
      )}
      {application.invitation ? (
        <p className="text-sm" data-testid="application-invitation">
          Invitation <span className="font-medium">{application.invitation.status}</span>, sent{' '}
          <time dateTime={application.invitation.sentAt}>{formatDateTime(application.invitation.sentAt)}</time>.
        </p>
      ) : null}
      <ErrorAlert message={error} />
      <ConfirmDialog
        open={confirming === 'approved'}
        onOpenChange={(open) => (open ? undefined : setConfirming(null))}
        title="Approve this application?"
        description={`An invitation e-mail goes to ${application.email}: ${application.firstName} sets a password and signs in as a franchisee. This cannot be undone.`}
        confirmLabel="Approve and invite"
        pendingLabel="Approving…"
        confirmVariant="default"
        cancelLabel="Cancel"
        pending={change.isPending}
        onConfirm={() => move('approved')}
      />
      <RejectDialog
        open={confirming === 'rejected'}
        firstName={application.firstName}
        pending={change.isPending}
        onReject={(note) => move('rejected', note)}
        onClose={() => setConfirming(null)}
      />
    </div>
  );
}

const REJECT_LABELS = { note: 'Note' };

/** "Reject this application?" with its optional note, a form on the status-change contract; mounted only while open. */
const RejectDialog = whileOpen(RejectForm);

function RejectForm({
  firstName,
  pending,
  onReject,
  onClose,
}: {
  firstName: string;
  pending: boolean;
  /** Runs the status change; a blank note is left out of the request. */
  onReject: (note: string | undefined) => void;
  onClose: () => void;
}) {
  const form = useAppForm(ZApplicationStatusChange, { status: 'rejected' as const, note: '' }, { labels: REJECT_LABELS });
  const onSubmit = form.submit(({ note }) => onReject(note ?? undefined));
  return (
    <FormDialog
      form={form}
      onClose={onClose}
      title="Reject this application?"
      description={`${firstName} gets a polite e-mail saying the application was not accepted. This cannot be undone.`}
      onSubmit={onSubmit}
      submitLabel="Reject application"
      pendingLabel="Rejecting…"
      pending={pending}
      cancelLabel="Cancel"
      variant="destructive"
    >
      <TextareaField control={form.control} name="note" label="Note for the timeline (optional)" rows={3} maxLength={2000} />
    </FormDialog>
  );
}
