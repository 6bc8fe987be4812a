import { useState } from 'react';
import { toast } from 'sonner';
import {
  APPLICATION_STATUS_LABELS,
  ZApplicationStatusChange,
  type ApplicationDetail,
  type ApplicationStatus,
} from '../../../../shared/applications.contracts';
import { OPENING_DEFAULT_DAYS } from '../../../../shared/openings.contracts';
import { addCalendarDays, formatDateTime, manilaToday } from '../../../../shared/time';
import { DateField, FormDialog, TextareaField, useAppForm, whileOpen } from '../../../components/form';
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
 * franchisee and starts the store's opening, so it asks for the target opening date); rejecting asks for an optional
 * note (the applicant gets a polite e-mail). A refusal (409) is shown.
 */
export function ApplicationStatusActions({ application }: { application: ApplicationDetail }) {
  const change = useChangeApplicationStatus();
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<'approved' | 'rejected' | null>(null);

  const move = (status: ApplicationStatus, note?: string, targetOpeningDate?: string) => {
    setError(null);
    change.mutate(
      { id: application.id, status, note, targetOpeningDate },
      {
        onSuccess: (a) => {
          setConfirming(null);
          toast.success(`${a.reference} is now ${APPLICATION_STATUS_LABELS[a.status]}`, {
            description:
              a.status === 'approved'
                ? `An invitation was e-mailed to ${a.email}; the store's opening is on the Store Openings board.`
                : undefined,
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
      <ApproveDialog
        open={confirming === 'approved'}
        application={application}
        pending={change.isPending}
        onApprove={(targetOpeningDate) => move('approved', undefined, targetOpeningDate)}
        onClose={() => setConfirming(null)}
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

const APPROVE_LABELS = { targetOpeningDate: 'target opening date' };

/** "Approve this application?" with the store's target opening date; mounted only while open. */
const ApproveDialog = whileOpen(ApproveForm);

function ApproveForm({
  application,
  pending,
  onApprove,
  onClose,
}: {
  application: ApplicationDetail;
  pending: boolean;
  onApprove: (targetOpeningDate: string | undefined) => void;
  onClose: () => void;
}) {
  const today = manilaToday();
  const form = useAppForm(
    ZApplicationStatusChange,
    { status: 'approved' as const, targetOpeningDate: addCalendarDays(today, OPENING_DEFAULT_DAYS) },
    { labels: APPROVE_LABELS, toInput: (v) => ({ ...v, targetOpeningDate: v.targetOpeningDate || undefined }) },
  );
  const onSubmit = form.submit(({ targetOpeningDate }) => onApprove(targetOpeningDate));
  return (
    <FormDialog
      form={form}
      onClose={onClose}
      title="Approve this application?"
      description={`An invitation e-mail goes to ${application.email}: ${application.firstName} sets a password and signs in as a franchisee. The store's opening starts now, with its checklist counting down to the target date. This cannot be undone.`}
      onSubmit={onSubmit}
      submitLabel="Approve and invite"
      pendingLabel="Approving…"
      pending={pending}
      cancelLabel="Cancel"
    >
      <DateField
        control={form.control}
        name="targetOpeningDate"
        label="Target opening date"
        min={today}
        hint={`Default: ${OPENING_DEFAULT_DAYS} days from today. Head office can move it later, with a reason.`}
      />
    </FormDialog>
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
