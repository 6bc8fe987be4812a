import { useState } from 'react';
import { KeyRound, Link2 } from 'lucide-react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { InlineLoadError } from '../../../components/feedback/load-error';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { useIdentities } from '../get-identities';
import { useLinkOidc } from '../link-oidc';
import { useUnlinkIdentity } from '../unlink-identity';
import { formatDate } from '../../../../shared/time';

function linkedOn(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : `Linked ${formatDate(d)}`;
}

/** Ways to sign in to this account (password, the company's OIDC provider); link or unlink one. */
export function IdentitiesList() {
  const identities = useIdentities();
  const link = useLinkOidc();
  const unlink = useUnlinkIdentity();
  const [unlinking, setUnlinking] = useState<{ providerId: string; label: string } | null>(null);

  if (identities.isPending) return <p className="text-sm text-muted-foreground">Loading your sign-in methods…</p>;
  if (identities.isError)
    return <InlineLoadError message="We could not load your sign-in methods." onRetry={() => void identities.refetch()} />;

  const { items, linkable } = identities.data;
  return (
    <div className="grid gap-4">
      <ul className="divide-y divide-border rounded-lg border border-border" aria-label="Linked sign-in methods">
        {items.map((identity) => (
          <li key={identity.providerId} className="flex flex-wrap items-center gap-3 p-3">
            {identity.providerId === 'credential' ? (
              <KeyRound aria-hidden className="size-5 shrink-0 text-muted-foreground" />
            ) : (
              <Link2 aria-hidden className="size-5 shrink-0 text-muted-foreground" />
            )}
            <div className="min-w-0 flex-1">
              <p className="font-medium">{identity.label}</p>
              <p className="text-sm text-muted-foreground">{linkedOn(identity.createdAt)}</p>
            </div>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => {
                unlink.reset();
                setUnlinking({ providerId: identity.providerId, label: identity.label });
              }}
            >
              Unlink<span className="sr-only"> {identity.label}</span>
            </Button>
          </li>
        ))}
      </ul>
      {linkable.length ? (
        <div className="flex flex-wrap gap-2">
          {linkable.map((provider) => (
            <Button key={provider.providerId} variant="outline" size="sm" disabled={link.isPending} onClick={() => link.mutate()}>
              <Link2 aria-hidden />
              Link {provider.label}
            </Button>
          ))}
        </div>
      ) : null}
      <ConfirmDialog
        open={unlinking !== null}
        onOpenChange={(open) => {
          if (!open) setUnlinking(null);
        }}
        title={`Unlink ${unlinking?.label ?? ''}?`}
        description="You will no longer be able to sign in with it. You can link it again later."
        confirmLabel="Unlink"
        pendingLabel="Unlinking…"
        pending={unlink.isPending}
        onConfirm={() => unlinking && unlink.mutate(unlinking.providerId, { onSuccess: () => setUnlinking(null) })}
      >
        {unlink.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {errorMessage(unlink.error, 'This sign-in method could not be unlinked.')}
          </p>
        ) : null}
      </ConfirmDialog>
    </div>
  );
}
