import { useState } from 'react';
import { CheckCircle2, RotateCcw } from 'lucide-react';
import { toast } from 'sonner';
import { SUPPORT_MESSAGES, type TicketDetail } from '../../../../shared/support.contracts';
import { formatDateTime } from '../../../../shared/time';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ErrorAlert } from '../../../components/feedback/error-alert';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { useCloseTicket, useReopenTicket } from '../ticket-writes';

/**
 * The franchisee's actions by status: Close (open, in progress, resolved) and Reopen (resolved, within the window the
 * server allows). A refused action shows the server's message; the ticket is re-read meanwhile.
 */
export function FranchiseeTicketActions({ ticket }: { ticket: TicketDetail }) {
  const close = useCloseTicket();
  const reopen = useReopenTicket();
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const canClose = ticket.can.statuses.includes('closed');
  const canReopen = ticket.can.statuses.includes('open');
  const reopenPassed = ticket.status === 'resolved' && !canReopen;

  const doClose = () => {
    setError(null);
    close.mutate(
      { id: ticket.id },
      {
        onSuccess: (t) => {
          setConfirming(false);
          toast.success('Ticket closed', { description: t.ticketNumber });
        },
        onError: (e) => {
          setConfirming(false);
          setError(errorMessage(e, 'The ticket could not be closed.'));
        },
      },
    );
  };
  const doReopen = () => {
    setError(null);
    reopen.mutate(
      { id: ticket.id },
      {
        onSuccess: (t) => toast.success('Ticket reopened', { description: t.ticketNumber }),
        onError: (e) => setError(errorMessage(e, 'The ticket could not be reopened.')),
      },
    );
  };

  if (!canClose && !canReopen && !reopenPassed && !error) return null;
  return (
    <div className="grid gap-3" data-testid="ticket-actions">
      <div className="flex flex-wrap gap-2">
        {canReopen ? (
          <Button variant="outline" onClick={doReopen} disabled={reopen.isPending}>
            <RotateCcw aria-hidden />
            {reopen.isPending ? 'Reopening…' : 'Reopen ticket'}
          </Button>
        ) : null}
        {canClose ? (
          <Button variant={ticket.status === 'resolved' ? 'default' : 'outline'} onClick={() => setConfirming(true)}>
            <CheckCircle2 aria-hidden />
            Close ticket
          </Button>
        ) : null}
      </div>
      {canReopen && ticket.reopenableUntil ? (
        <p className="text-sm text-muted-foreground">
          Not solved after all? You can reopen it until{' '}
          <time dateTime={ticket.reopenableUntil}>{formatDateTime(ticket.reopenableUntil)}</time>.
        </p>
      ) : null}
      {reopenPassed ? <p className="text-sm text-muted-foreground">{SUPPORT_MESSAGES.reopenWindowPassed}</p> : null}
      <ErrorAlert message={error} />
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Close ${ticket.ticketNumber}?`}
        description="Close it when your question is answered. A closed ticket takes no more replies; open a new request if you need more help."
        confirmLabel="Close ticket"
        pendingLabel="Closing…"
        cancelLabel="Keep it open"
        confirmVariant="default"
        pending={close.isPending}
        onConfirm={doClose}
      />
    </div>
  );
}
