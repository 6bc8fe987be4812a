import { useState } from 'react';
import { Inbox, MailPlus, RotateCw, Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import { INVITATION_VALID_DAYS, type Invitation } from '../../../../shared/iam.contracts';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { LoadError } from '../../../components/feedback/load-error';
import { Button } from '../../../components/ui/button';
import { formatDateTime } from '../../../../shared/time';
import { useInvitations, useResendInvitation, useRevokeInvitation } from '../invitations';
import { grantableRoles, type Actor } from '../iam-rules';
import { Pill, RoleBadge } from './badges';
import { InviteDialog } from './invite-dialog';
import { TableEmpty, TableLoading } from '../../../components/data-table/table-states';

const STATUS_TONE = { pending: 'warn', expired: 'bad', accepted: 'good', revoked: 'neutral' } as const;
const STATUS_TEXT = { pending: 'Pending', expired: 'Expired', accepted: 'Accepted', revoked: 'Revoked' } as const;

/** Invitations tab: "Invite user", and the open invitations with Resend and Revoke. */
export function InvitationsPanel({ actor }: { actor: Actor }) {
  const list = useInvitations();
  const [inviting, setInviting] = useState(false);
  const [showClosed, setShowClosed] = useState(false);
  const [revoking, setRevoking] = useState<Invitation | null>(null);
  const resend = useResendInvitation();
  const revoke = useRevokeInvitation();
  const roles = grantableRoles(actor.role);

  const all = list.data ?? [];
  const open = all.filter((i) => i.status === 'pending' || i.status === 'expired');
  const shown = showClosed ? all : open;
  const closedCount = all.length - open.length;

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {list.data ? `${open.length} open ${open.length === 1 ? 'invitation' : 'invitations'}` : ' '}
        </p>
        <Button onClick={() => setInviting(true)}>
          <MailPlus aria-hidden />
          Invite user
        </Button>
      </div>

      {list.isPending ? (
        <TableLoading label="Loading invitations" rows={3} />
      ) : list.isError && !list.data ? (
        <LoadError error={list.error} fallback="Invitations could not be loaded." onRetry={() => void list.refetch()} />
      ) : shown.length === 0 ? (
        <TableEmpty icon={<Inbox aria-hidden className="size-8 text-muted-foreground" />}>No open invitations.</TableEmpty>
      ) : (
        <ul className="grid gap-3" aria-label="Invitations">
          {shown.map((inv) => {
            const actionable = inv.status === 'pending' || inv.status === 'expired';
            return (
              <li
                key={inv.id}
                data-testid="iam-invitation-row"
                data-email={inv.email}
                className="grid gap-3 rounded-xl border border-border bg-card p-4 shadow-sm sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center"
              >
                <div className="grid min-w-0 gap-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <span className="break-all font-medium">{inv.email}</span>
                    <RoleBadge role={inv.role} />
                    <Pill tone={STATUS_TONE[inv.status]}>
                      <span className="sr-only">Invitation status: </span>
                      {STATUS_TEXT[inv.status]}
                    </Pill>
                  </div>
                  {inv.fullName ? <p className="text-sm">{inv.fullName}</p> : null}
                  {inv.locations.length > 0 ? (
                    <p className="text-sm text-muted-foreground">
                      Locations: {inv.locations.map((l) => `${l.code} · ${l.name}`).join(', ')}
                    </p>
                  ) : null}
                  <p className="text-xs text-muted-foreground">
                    Sent {formatDateTime(inv.sentAt)}
                    {inv.invitedByName ? ` by ${inv.invitedByName}` : ''} · {inv.status === 'expired' ? 'expired' : 'expires'}{' '}
                    {formatDateTime(inv.expiresAt)}
                  </p>
                </div>
                {actionable ? (
                  <div className="flex flex-wrap gap-2">
                    <Button
                      variant="outline"
                      size="sm"
                      disabled={resend.isPending && resend.variables === inv.id}
                      onClick={() =>
                        resend.mutate(inv.id, {
                          onSuccess: () =>
                            toast.success('Invitation resent', {
                              description: `A new ${INVITATION_VALID_DAYS}-day link went to ${inv.email}.`,
                            }),
                        })
                      }
                      aria-label={`Resend invitation to ${inv.email}`}
                    >
                      <RotateCw aria-hidden />
                      Resend
                    </Button>
                    <Button
                      variant="outline"
                      size="sm"
                      className="text-destructive"
                      onClick={() => setRevoking(inv)}
                      aria-label={`Revoke invitation to ${inv.email}`}
                    >
                      <Trash2 aria-hidden />
                      Revoke
                    </Button>
                  </div>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}

      {closedCount > 0 ? (
        <label className="inline-flex items-center gap-2 text-sm">
          <input type="checkbox" className="size-4 accent-primary" checked={showClosed} onChange={(e) => setShowClosed(e.target.checked)} />
          Show accepted and revoked ({closedCount})
        </label>
      ) : null}

      <InviteDialog open={inviting} onOpenChange={setInviting} roles={roles} pending={all.filter((i) => i.status === 'pending')} />
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(o) => (o ? undefined : setRevoking(null))}
        title="Revoke invitation?"
        description={revoking ? `The link sent to ${revoking.email} stops working at once.` : ''}
        confirmLabel="Revoke invitation"
        pendingLabel="Revoking…"
        pending={revoke.isPending}
        onConfirm={() => {
          if (!revoking) return;
          revoke.mutate(revoking.id, {
            onSuccess: () => {
              toast.success('Invitation revoked', { description: revoking.email });
              setRevoking(null);
            },
          });
        }}
      />
    </div>
  );
}
