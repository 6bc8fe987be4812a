import { useId, useState } from 'react';
import { toast } from 'sonner';
import { APPLICATION_STATUS_LABELS, type ApplicationDetail, type ApplicationStatus } from '../../../../shared/applications.contracts';
import { formatDateTime } from '../../../../shared/time';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Alert, AlertDescription } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';
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
  const id = useId();
  const change = useChangeApplicationStatus();
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<'approved' | 'rejected' | null>(null);
  const [note, setNote] = useState('');

  const move = (status: ApplicationStatus, withNote?: string) => {
    setError(null);
    change.mutate(
      { id: application.id, status, note: withNote?.trim() || undefined },
      {
        onSuccess: (a) => {
          setConfirming(null);
          setNote('');
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
      {error ? (
        <Alert variant="destructive">
          <AlertDescription>{error}</AlertDescription>
        </Alert>
      ) : null}
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
      <ConfirmDialog
        open={confirming === 'rejected'}
        onOpenChange={(open) => (open ? undefined : setConfirming(null))}
        title="Reject this application?"
        description={`${application.firstName} gets a polite e-mail saying the application was not accepted. This cannot be undone.`}
        confirmLabel="Reject application"
        pendingLabel="Rejecting…"
        cancelLabel="Cancel"
        pending={change.isPending}
        onConfirm={() => move('rejected', note)}
      >
        <div className="grid gap-2">
          <Label htmlFor={`${id}-reject-note`}>Note for the timeline (optional)</Label>
          <Textarea id={`${id}-reject-note`} rows={3} maxLength={2000} value={note} onChange={(e) => setNote(e.target.value)} />
        </div>
      </ConfirmDialog>
    </div>
  );
}
