import { useId, useState } from 'react';
import { toast } from 'sonner';
import {
  TICKET_PRIORITIES,
  TICKET_STATUS_LABELS,
  type TicketDetail,
  type TicketPriority,
  type TicketStatus,
} from '../../../../shared/support.contracts';
import { ErrorAlert } from '../../../components/feedback/error-alert';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { Select } from '../../../components/ui/select';
import { errorMessage } from '../../../lib/api-client';
import { useAssignees } from '../get-assignees';
import { useAssignTicket, useChangeTicketPriority, useChangeTicketStatus } from '../ticket-writes';

/** What the button that moves a ticket to a status says, from where it is now. */
export function transitionLabel(from: TicketStatus, to: TicketStatus): string {
  if (to === 'in_progress') return from === 'resolved' ? 'Back to In Progress' : 'Start work';
  if (to === 'resolved') return 'Mark resolved';
  if (to === 'closed') return 'Close ticket';
  return `Move to ${TICKET_STATUS_LABELS[to]}`;
}

/**
 * Head office's actions on one ticket: the status changes allowed from the current status, the assignee (any active
 * franchisor or admin, or nobody) and the priority. Each change is saved at once; a refusal shows the server's message.
 */
export function HeadOfficeTicketPanel({ ticket }: { ticket: TicketDetail }) {
  const id = useId();
  const status = useChangeTicketStatus();
  const assign = useAssignTicket();
  const priority = useChangeTicketPriority();
  const assignees = useAssignees(ticket.can.manage);
  const [error, setError] = useState<string | null>(null);
  const fail = (fallback: string) => (e: unknown) => setError(errorMessage(e, fallback));
  const busy = status.isPending || assign.isPending || priority.isPending;

  const moveTo = (to: TicketStatus) => {
    setError(null);
    status.mutate(
      { id: ticket.id, status: to },
      {
        onSuccess: (t) => toast.success(`${t.ticketNumber} is now ${TICKET_STATUS_LABELS[t.status]}`),
        onError: fail('The status could not be changed.'),
      },
    );
  };
  const assignTo = (assigneeId: string | null) => {
    setError(null);
    assign.mutate(
      { id: ticket.id, assigneeId },
      {
        onSuccess: (t) =>
          toast.success(t.assignee ? `Assigned to ${t.assignee.name}` : 'Ticket unassigned', { description: t.ticketNumber }),
        onError: fail('The ticket could not be assigned.'),
      },
    );
  };
  const setPriority = (p: TicketPriority) => {
    setError(null);
    priority.mutate(
      { id: ticket.id, priority: p },
      {
        onSuccess: (t) => toast.success(`Priority set to ${t.priority}`, { description: t.ticketNumber }),
        onError: fail('The priority could not be changed.'),
      },
    );
  };

  // The current assignee stays a choice even if they are no longer among the active staff.
  const staff = assignees.data ?? [];
  const assigneeOptions =
    ticket.assignee && !staff.some((s) => s.id === ticket.assignee?.id)
      ? [{ id: ticket.assignee.id, name: ticket.assignee.name }, ...staff]
      : staff;

  return (
    <div className="grid gap-4" data-testid="head-office-actions">
      {ticket.can.statuses.length > 0 ? (
        <div className="grid gap-2">
          <p className="text-sm font-medium">Status</p>
          <div className="flex flex-wrap gap-2">
            {ticket.can.statuses.map((to) => (
              <Button key={to} variant={to === 'resolved' ? 'default' : 'outline'} size="sm" disabled={busy} onClick={() => moveTo(to)}>
                {transitionLabel(ticket.status, to)}
              </Button>
            ))}
          </div>
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">A closed ticket cannot change status.</p>
      )}
      <div className="grid gap-2">
        <Label htmlFor={`${id}-assignee`}>Assignee</Label>
        <Select
          id={`${id}-assignee`}
          value={ticket.assignee?.id ?? ''}
          disabled={!ticket.can.manage || busy || assignees.isPending}
          onChange={(e) => assignTo(e.target.value || null)}
        >
          <option value="">Unassigned</option>
          {assigneeOptions.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
        </Select>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-priority`}>Priority</Label>
        <Select
          id={`${id}-priority`}
          value={ticket.priority}
          disabled={!ticket.can.manage || busy}
          onChange={(e) => setPriority(e.target.value as TicketPriority)}
        >
          {TICKET_PRIORITIES.map((p) => (
            <option key={p} value={p}>
              {p}
            </option>
          ))}
        </Select>
      </div>
      <ErrorAlert message={error} />
    </div>
  );
}
