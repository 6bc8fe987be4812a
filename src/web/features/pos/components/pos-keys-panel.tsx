import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { KeyRound } from 'lucide-react';
import { formatDateTime } from '../../../../shared/time';
import type { PosKeyCreated } from '../../../../shared/pos.contracts';
import { Alert, AlertDescription } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { errorMessage, fieldErrorsOf } from '../../../lib/api-client';
import { usePosKeys } from '../get-pos-keys';
import { useCreatePosKey, useRevokePosKey } from '../pos-key-writes';

/**
 * A location's POS API keys (issue 36): create one (its secret is shown here once), see each key's prefix, name and
 * last use, revoke it. Head office and the location's owner see the same panel.
 */
export function PosKeysPanel({ locationId }: { locationId: string }) {
  const id = useId();
  const keys = usePosKeys(locationId);
  const create = useCreatePosKey(locationId);
  const revoke = useRevokePosKey();
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [created, setCreated] = useState<PosKeyCreated | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!name.trim()) {
      setNameError('Give the key a name, e.g. the POS it is for.');
      return;
    }
    setNameError(null);
    create.mutate(name.trim(), {
      onSuccess: (result) => {
        setCreated(result);
        setName('');
      },
      onError: (err) => setNameError(fieldErrorsOf(err).name?.[0] ?? errorMessage(err, 'The key could not be created.')),
    });
  };

  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted-foreground">
        A point-of-sale system sends this location’s sales with a key: <code>POST /api/pos/v1/daily-sales</code> or{' '}
        <code>/api/pos/v1/receipts</code> with <code>Authorization: Bearer &lt;key&gt;</code>. See docs/pos-feed.md.
      </p>
      {created ? (
        <Alert>
          <AlertDescription>
            <span className="block font-medium">Copy the key “{created.key.name}” now: it is not shown again.</span>
            <code data-testid="pos-key-secret" className="mt-2 block break-all rounded bg-muted p-2 font-mono text-xs">
              {created.secret}
            </code>
            <Button type="button" variant="outline" size="sm" className="mt-2" onClick={() => setCreated(null)}>
              Done
            </Button>
          </AlertDescription>
        </Alert>
      ) : null}
      <form onSubmit={submit} className="flex flex-wrap items-end gap-2" noValidate>
        <div className="grid min-w-0 flex-1 gap-1">
          <Label htmlFor={`${id}-name`}>Key name</Label>
          <Input
            id={`${id}-name`}
            value={name}
            maxLength={80}
            placeholder="Front counter POS"
            aria-invalid={nameError ? true : undefined}
            aria-describedby={nameError ? `${id}-name-error` : undefined}
            onChange={(e) => setName(e.target.value)}
          />
          {nameError ? (
            <p id={`${id}-name-error`} className="text-sm text-destructive">
              {nameError}
            </p>
          ) : null}
        </div>
        <Button type="submit" disabled={create.isPending}>
          <KeyRound aria-hidden className="size-4" />
          {create.isPending ? 'Creating…' : 'Create key'}
        </Button>
      </form>
      {keys.isPending ? (
        <p className="text-sm text-muted-foreground">Loading keys…</p>
      ) : keys.isError ? (
        <p role="alert" className="text-sm">
          {errorMessage(keys.error, 'The keys could not be loaded.')}
        </p>
      ) : keys.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">No keys yet.</p>
      ) : (
        <ul className="grid gap-2" aria-label="API keys">
          {keys.data.map((k) => (
            <li key={k.id} className="flex flex-wrap items-center justify-between gap-2 rounded-md border p-3">
              <div className="min-w-0">
                <span className="block font-medium">
                  {k.name} {k.revokedAt ? <Badge variant="neutral">Revoked</Badge> : <Badge>Active</Badge>}
                </span>
                <span className="block font-mono text-xs text-muted-foreground">{k.prefix}_…</span>
                <span className="block text-xs text-muted-foreground">
                  Created {formatDateTime(k.createdAt)}
                  {k.createdByName ? ` by ${k.createdByName}` : ''} ·{' '}
                  {k.lastUsedAt ? `Last used ${formatDateTime(k.lastUsedAt)}` : 'Never used'}
                  {k.revokedAt ? ` · Revoked ${formatDateTime(k.revokedAt)}` : ''}
                </span>
              </div>
              {k.revokedAt ? null : confirming === k.id ? (
                <div className="flex gap-2">
                  <Button
                    type="button"
                    variant="destructive"
                    size="sm"
                    disabled={revoke.isPending}
                    onClick={() =>
                      revoke.mutate(k.id, {
                        onSuccess: () => {
                          setConfirming(null);
                          toast.success(`Key “${k.name}” revoked`);
                        },
                      })
                    }
                  >
                    Revoke now
                  </Button>
                  <Button type="button" variant="outline" size="sm" onClick={() => setConfirming(null)}>
                    Keep
                  </Button>
                </div>
              ) : (
                <Button type="button" variant="outline" size="sm" onClick={() => setConfirming(k.id)} aria-label={`Revoke ${k.name}`}>
                  Revoke
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
