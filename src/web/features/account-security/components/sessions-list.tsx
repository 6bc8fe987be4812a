import { useState } from 'react';
import { Monitor, Smartphone } from 'lucide-react';
import type { AccountSession } from '../../../../shared/account.contracts';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { InlineLoadError } from '../../../components/feedback/load-error';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { useNow } from '../../../lib/use-now';
import { deviceLabel } from '../device-label';
import { useAccountSessions } from '../get-account-sessions';
import { timeAgo } from '../../../../shared/time';
import { useRevokeOtherSessions } from '../revoke-other-sessions';
import { useRevokeSession } from '../revoke-session';

const MOBILE = /iPhone|iPad|iOS|Android|Mobile/;

/** Where the account is signed in: this device first, then by last activity; sign out one or all others. */
export function SessionsList() {
  const sessions = useAccountSessions();
  const revoke = useRevokeSession();
  const revokeOthers = useRevokeOtherSessions();
  const [confirmOthers, setConfirmOthers] = useState(false);
  const now = useNow();

  if (sessions.isPending) return <p className="text-sm text-muted-foreground">Loading your sessions…</p>;
  if (sessions.isError) return <InlineLoadError message="We could not load your sessions." onRetry={() => void sessions.refetch()} />;

  const items = [...sessions.data].sort((a, b) => Number(b.current) - Number(a.current) || b.lastSeenAt.localeCompare(a.lastSeenAt));
  const others = items.filter((s) => !s.current).length;

  return (
    <div className="grid gap-4">
      <ul className="divide-y divide-border rounded-lg border border-border" aria-label="Active sessions">
        {items.map((session) => (
          <SessionRow
            key={session.id}
            session={session}
            now={now}
            pending={revoke.isPending && revoke.variables === session.id}
            onRevoke={() => revoke.mutate(session.id)}
          />
        ))}
      </ul>
      <div>
        <Button variant="outline" size="sm" disabled={others === 0 || revokeOthers.isPending} onClick={() => setConfirmOthers(true)}>
          Sign out all other sessions
        </Button>
      </div>
      <ConfirmDialog
        open={confirmOthers}
        onOpenChange={setConfirmOthers}
        title="Sign out everywhere else?"
        description={`${others} other session${others === 1 ? '' : 's'} will be signed out. This device stays signed in.`}
        confirmLabel="Sign out others"
        pendingLabel="Signing out…"
        pending={revokeOthers.isPending}
        onConfirm={() => revokeOthers.mutate(undefined, { onSettled: () => setConfirmOthers(false) })}
      />
    </div>
  );
}

function SessionRow({ session, now, pending, onRevoke }: { session: AccountSession; now: Date; pending: boolean; onRevoke: () => void }) {
  const label = deviceLabel(session.device);
  const Icon = MOBILE.test(session.device) || MOBILE.test(label) ? Smartphone : Monitor;
  return (
    <li className="grid grid-cols-[auto_1fr] items-center gap-x-3 gap-y-2 p-3 sm:grid-cols-[auto_1fr_auto]">
      <Icon aria-hidden className="size-5 text-muted-foreground" />
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 font-medium">
          <span className="break-words">{label}</span>
          {session.current ? (
            <Badge variant="neutral" className="bg-success-soft text-success">
              This device
            </Badge>
          ) : null}
        </p>
        <p className="text-sm text-muted-foreground">
          {session.ipAddress || 'Unknown address'} · {session.current ? 'active now' : `last active ${timeAgo(session.lastSeenAt, now)}`}
        </p>
      </div>
      {session.current ? null : (
        <Button
          variant="outline"
          size="sm"
          className="col-start-2 justify-self-start sm:col-start-3"
          disabled={pending}
          onClick={onRevoke}
          aria-label={`Sign out ${label}, ${session.ipAddress || 'unknown address'}`}
        >
          {pending ? 'Signing out…' : 'Sign out'}
        </Button>
      )}
    </li>
  );
}
