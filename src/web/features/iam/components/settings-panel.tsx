import { useId, useState } from 'react';
import { toast } from 'sonner';
import { useAuthState } from '../../../app/use-auth-state';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { LoadError } from '../../../components/feedback/load-error';
import { Card, CardContent } from '../../../components/ui/card';
import { Switch } from '../../../components/ui/switch';
import { useSecuritySettings, useUpdateSecuritySettings } from '../security-settings';
import { TableLoading } from '../../../components/data-table/table-states';

/**
 * Settings (franchisor only): require two-factor sign-in for head-office roles. Turning it off saves
 * at once; turning it on asks first, since every head-office user without an authenticator app (the
 * franchisor included) is sent to set one up before anything else.
 */
export function SettingsPanel() {
  const id = useId();
  const auth = useAuthState();
  const settings = useSecuritySettings();
  const update = useUpdateSecuritySettings();
  const [confirming, setConfirming] = useState(false);
  if (settings.isPending) return <TableLoading label="Loading settings" rows={1} />;
  if (settings.isError)
    return <LoadError error={settings.error} fallback="Settings could not be loaded." onRetry={() => void settings.refetch()} />;
  const checked =
    update.isPending && update.variables ? update.variables.requireTwoFactorForHeadOffice : settings.data.requireTwoFactorForHeadOffice;
  const myselfWithout = auth.status === 'signedIn' && auth.session.twoFactor?.enabled === false;

  const save = (next: boolean) =>
    update.mutate(
      { requireTwoFactorForHeadOffice: next },
      {
        onSuccess: () => {
          setConfirming(false);
          toast.success(next ? 'Two-factor required for head office' : 'Two-factor no longer required');
        },
      },
    );

  return (
    <Card>
      <CardContent className="flex items-start justify-between gap-4 pt-6">
        <div className="grid gap-1">
          <label htmlFor={id} className="font-medium">
            Require two-factor sign-in for head office
          </label>
          <p id={`${id}-hint`} className="text-sm text-muted-foreground">
            Franchisors and admins without an authenticator app are sent to enrol one before anything else.
          </p>
        </div>
        <Switch
          id={id}
          aria-describedby={`${id}-hint`}
          checked={checked}
          disabled={update.isPending}
          onCheckedChange={(next) => (next ? setConfirming(true) : save(false))}
        />
      </CardContent>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Require two-factor sign-in?"
        description={
          myselfWithout
            ? 'You have no authenticator app yet: once this is on, you and every head-office user without one are sent to set one up before anything else.'
            : 'Every franchisor and admin without an authenticator app is sent to set one up before anything else.'
        }
        confirmLabel="Require two-factor"
        pendingLabel="Saving…"
        pending={update.isPending}
        onConfirm={() => save(true)}
      />
    </Card>
  );
}
