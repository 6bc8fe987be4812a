import { useState, type ComponentProps, type ReactNode } from 'react';
import { KeyRound, LogOut, MapPin, Monitor, ShieldCheck, ShieldOff } from 'lucide-react';
import { toast } from 'sonner';
import type { IamUserDetail } from '../../../../shared/iam.contracts';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { SubSection } from '../../../components/sub-section';
import { Alert, AlertDescription } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { DialogShell } from '../../../components/ui/dialog-shell';
import { errorMessage } from '../../../lib/api-client';
import { useNow } from '../../../lib/use-now';
import { formatDateTime, timeAgo } from '../../../../shared/time';
import { useIamUser } from '../get-iam-user';
import { actionLabel, describeUserAgent, identityLabel } from '../iam-format';
import { grantableRoles, manageRefusal, type Actor } from '../iam-rules';
import { useRevokeUserSessions } from '../user-writes';
import { Pill, RoleBadge, StatusBadge } from './badges';
import { ChangeRoleDialog, ChangeStatusDialog } from './user-dialogs';
import { UserLocationsEditor } from './user-locations-editor';

/** The detail drawer of one user: profile, locations, sessions, two-factor, identities and activity. */
export function UserDrawer({
  userId,
  fallbackName,
  actor,
  onClose,
}: {
  userId: string | null;
  fallbackName: string;
  actor: Actor;
  onClose: () => void;
}) {
  const user = useIamUser(userId);
  return (
    <DialogShell
      side="right"
      open={userId !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={user.data?.fullName || fallbackName || 'User'}
      description={user.data?.email}
    >
      {user.isPending ? (
        <div role="status" aria-busy="true" aria-label="Loading user" className="grid gap-3">
          {[0, 1, 2].map((i) => (
            <div key={i} className="h-20 animate-pulse rounded-lg bg-muted" />
          ))}
        </div>
      ) : user.isError ? (
        <Alert variant="destructive">
          <AlertDescription>{errorMessage(user.error, 'This user could not be loaded.')}</AlertDescription>
        </Alert>
      ) : (
        <UserDetail user={user.data} actor={actor} />
      )}
    </DialogShell>
  );
}

/** One part of the drawer, ruled off from the next. */
function Section(props: Omit<ComponentProps<typeof SubSection>, 'className'>) {
  return <SubSection {...props} className="grid gap-3 border-b border-border pb-5 last:border-0" />;
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-sm">{children}</dd>
    </div>
  );
}

function UserDetail({ user, actor }: { user: IamUserDetail; actor: Actor }) {
  const refusal = manageRefusal(actor, user);
  const may = refusal === null;
  const [dialog, setDialog] = useState<'role' | 'status' | 'sessions' | null>(null);
  const revoke = useRevokeUserSessions();
  const now = useNow().getTime();

  return (
    <div className="grid gap-5" data-testid="iam-user-detail">
      <Section title="Profile">
        <div className="flex flex-wrap items-center gap-2">
          <RoleBadge role={user.role} />
          <StatusBadge status={user.status} />
        </div>
        <dl className="grid gap-3 sm:grid-cols-2">
          <Field label="E-mail">
            <span className="break-all">{user.email}</span>
          </Field>
          <Field label="Phone">{user.phone ?? '—'}</Field>
          <Field label="Member since">{formatDateTime(user.createdAt)}</Field>
          <Field label="Last sign-in">{user.lastLoginAt ? formatDateTime(user.lastLoginAt) : 'Never'}</Field>
        </dl>
        {may ? (
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" size="sm" onClick={() => setDialog('role')}>
              Change role
            </Button>
            <Button variant="outline" size="sm" onClick={() => setDialog('status')}>
              Change status
            </Button>
          </div>
        ) : (
          <p className="text-sm text-muted-foreground">{refusal}</p>
        )}
      </Section>

      <Section title="Locations">
        {user.role === 'franchisee' && may ? (
          <UserLocationsEditor user={user} />
        ) : user.locations.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            {user.role === 'franchisee' ? 'Not linked to a location yet.' : 'Only franchisees own locations.'}
          </p>
        ) : (
          <ul className="grid gap-1.5">
            {user.locations.map((l) => (
              <li key={l.id} className="flex items-center gap-2 text-sm">
                <MapPin aria-hidden className="size-4 text-muted-foreground" />
                <span className="font-mono text-xs text-muted-foreground">{l.code}</span> {l.name}
                <span className="text-muted-foreground">· {l.brandName}</span>
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section
        title={`Sessions (${user.sessions.length})`}
        action={
          may && user.sessions.length > 0 ? (
            <Button variant="outline" size="sm" onClick={() => setDialog('sessions')}>
              <LogOut aria-hidden />
              Sign out everywhere
            </Button>
          ) : null
        }
      >
        {user.sessions.length === 0 ? (
          <p className="text-sm text-muted-foreground">No active sessions.</p>
        ) : (
          <ul className="grid gap-2" data-testid="iam-user-sessions">
            {user.sessions.map((s) => (
              <li key={s.id} className="flex items-start gap-3 rounded-lg border border-border p-3 text-sm">
                <Monitor aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
                <div className="min-w-0">
                  <p className="font-medium" title={s.userAgent ?? undefined}>
                    {describeUserAgent(s.userAgent)}
                  </p>
                  <p className="text-xs text-muted-foreground">
                    {s.ipAddress ?? 'Unknown address'} · last seen{' '}
                    <time dateTime={s.lastSeenAt} title={formatDateTime(s.lastSeenAt)}>
                      {timeAgo(s.lastSeenAt, now, formatDateTime)}
                    </time>
                  </p>
                </div>
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section title="Two-factor sign-in">
        <p className="flex items-center gap-2 text-sm">
          {user.twoFactorEnabled ? (
            <>
              <ShieldCheck aria-hidden className="size-4 text-green-700" />
              Authenticator app enrolled.
            </>
          ) : (
            <>
              <ShieldOff aria-hidden className="size-4 text-muted-foreground" />
              Not enrolled.
            </>
          )}
        </p>
      </Section>

      <Section title="Identities">
        {user.identities.length === 0 ? (
          <p className="text-sm text-muted-foreground">No way to sign in is linked.</p>
        ) : (
          <ul className="flex flex-wrap gap-2">
            {user.identities.map((identity) => (
              <li key={identity}>
                <Pill>
                  <KeyRound aria-hidden className="mr-1 size-3" />
                  {identityLabel(identity)}
                </Pill>
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section title="Activity">
        {user.activity.length === 0 ? (
          <p className="text-sm text-muted-foreground">Nothing recorded yet.</p>
        ) : (
          <ol className="grid gap-2">
            {user.activity.map((entry) => (
              <li key={entry.id} className="grid gap-0.5 border-l-2 border-border pl-3 text-sm">
                <span className="font-medium">{actionLabel(entry.action)}</span>
                <span className="text-xs text-muted-foreground">
                  {entry.actorEmail ? `by ${entry.actorEmail} · ` : ''}
                  <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
                  {entry.ipAddress ? ` · ${entry.ipAddress}` : ''}
                </span>
              </li>
            ))}
          </ol>
        )}
      </Section>

      {may ? (
        <>
          <ChangeRoleDialog
            user={user}
            roles={grantableRoles(actor.role)}
            open={dialog === 'role'}
            onOpenChange={(open) => setDialog(open ? 'role' : null)}
          />
          <ChangeStatusDialog user={user} open={dialog === 'status'} onOpenChange={(open) => setDialog(open ? 'status' : null)} />
          <ConfirmDialog
            open={dialog === 'sessions'}
            onOpenChange={(open) => setDialog(open ? 'sessions' : null)}
            title="Sign out everywhere?"
            description={`Every session of ${user.fullName || user.email} ends now; they must sign in again on each device.`}
            confirmLabel="Sign out everywhere"
            pendingLabel="Signing out…"
            pending={revoke.isPending}
            onConfirm={() =>
              revoke.mutate(
                { id: user.id },
                {
                  onSuccess: () => {
                    toast.success('Signed out everywhere', { description: user.fullName || user.email });
                    setDialog(null);
                  },
                },
              )
            }
          />
        </>
      ) : null}
    </div>
  );
}
