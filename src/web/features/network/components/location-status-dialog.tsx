import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import {
  LOCATION_STATUS_LABELS,
  LOCATION_STATUSES,
  locationMayOrder,
  type Location,
  type LocationStatus,
} from '../../../../shared/network.contracts';
import { Alert, AlertDescription } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Select } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import { errorMessage } from '../../../lib/api-client';
import { formatDate, formatDateTime } from '../../../../shared/time';
import { useLocation } from '../get-location';
import { useChangeLocationStatus } from '../location-writes';
import { LOCATION_DOT, LocationStatusBadge } from './location-status-badge';

/** Change a location's status with a note (and effective date), above its status history. */
export function LocationStatusDialog({
  location,
  canWrite,
  onClose,
}: {
  location: Location | null;
  canWrite: boolean;
  onClose: () => void;
}) {
  return (
    <Dialog open={location !== null} onOpenChange={(o) => (o ? undefined : onClose())}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{location ? `${location.name} status` : 'Status'}</DialogTitle>
          <DialogDescription>
            {location ? (
              <>
                {location.code} is <LocationStatusBadge status={location.status} className="align-middle" />. Closed and sold locations keep
                their orders, sales and invoices readable and place no new orders.
              </>
            ) : null}
          </DialogDescription>
        </DialogHeader>
        {location ? <StatusBody key={location.id} location={location} canWrite={canWrite} onDone={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function StatusBody({ location, canWrite, onDone }: { location: Location; canWrite: boolean; onDone: () => void }) {
  const id = useId();
  const detail = useLocation(location.id);
  const change = useChangeLocationStatus();
  const choices = LOCATION_STATUSES.filter((s) => s !== location.status);
  const [status, setStatus] = useState<LocationStatus>(choices[0]);
  const [note, setNote] = useState('');
  const [effectiveOn, setEffectiveOn] = useState('');
  const stopsOrdering = locationMayOrder(location.status) && !locationMayOrder(status);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    change.mutate(
      { id: location.id, body: { status, note: note.trim() || undefined, effectiveOn: effectiveOn || undefined } },
      {
        onSuccess: (updated) => {
          toast.success('Status changed', {
            description: `${updated.name} is now ${LOCATION_STATUS_LABELS[updated.status].toLowerCase()}.`,
          });
          onDone();
        },
      },
    );
  };

  return (
    <div className="grid gap-5">
      {canWrite ? (
        <form onSubmit={submit} noValidate className="grid gap-4" aria-label="Change status">
          {change.isError ? (
            <Alert variant="destructive">
              <AlertDescription>{errorMessage(change.error, 'The status could not be changed.')}</AlertDescription>
            </Alert>
          ) : null}
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="grid gap-2">
              <Label htmlFor={`${id}-status`}>New status</Label>
              <Select id={`${id}-status`} value={status} onChange={(e) => setStatus(e.target.value as LocationStatus)}>
                {choices.map((s) => (
                  <option key={s} value={s}>
                    {LOCATION_STATUS_LABELS[s]}
                  </option>
                ))}
              </Select>
            </div>
            <div className="grid gap-2">
              <Label htmlFor={`${id}-date`}>Effective date</Label>
              <Input
                id={`${id}-date`}
                type="date"
                value={effectiveOn}
                onChange={(e) => setEffectiveOn(e.target.value)}
                aria-describedby={`${id}-date-hint`}
              />
              <p id={`${id}-date-hint`} className="text-xs text-muted-foreground">
                Optional. Opening or closing today when left empty.
              </p>
            </div>
          </div>
          {stopsOrdering ? (
            <p className="text-sm text-warning" role="status">
              The location will not be able to place new orders.
            </p>
          ) : null}
          <div className="grid gap-2">
            <Label htmlFor={`${id}-note`}>Note</Label>
            <Textarea id={`${id}-note`} rows={2} maxLength={500} value={note} onChange={(e) => setNote(e.target.value)} />
          </div>
          <DialogFooter>
            <Button variant="outline" onClick={onDone} disabled={change.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={change.isPending}>
              {change.isPending ? 'Saving…' : 'Change status'}
            </Button>
          </DialogFooter>
        </form>
      ) : null}

      <section aria-labelledby={`${id}-history`} className="grid gap-2">
        <h3 id={`${id}-history`} className="text-sm font-semibold uppercase tracking-wide text-muted-foreground">
          History
        </h3>
        {detail.isPending ? (
          <div aria-busy="true" aria-label="Loading history" className="h-20 animate-pulse rounded-md bg-muted" />
        ) : detail.isError ? (
          <p className="text-sm text-destructive">{errorMessage(detail.error, 'The history could not be loaded.')}</p>
        ) : detail.data.history.length === 0 ? (
          <p className="text-sm text-muted-foreground">No status changes recorded.</p>
        ) : (
          <ol className="grid gap-3" data-testid="location-history">
            {detail.data.history.map((h) => (
              <li key={h.id} className="relative grid gap-0.5 pl-5 text-sm">
                <span aria-hidden className={`absolute left-0 top-1.5 size-2.5 rounded-full ${LOCATION_DOT[h.toStatus]}`} />
                <span className="font-medium">
                  {h.fromStatus ? `${LOCATION_STATUS_LABELS[h.fromStatus]} → ` : ''}
                  {LOCATION_STATUS_LABELS[h.toStatus]}
                </span>
                <span className="text-xs text-muted-foreground">
                  <time dateTime={h.changedAt}>{formatDateTime(h.changedAt)}</time>
                  {h.changedByName ? ` · ${h.changedByName}` : ''}
                </span>
                {h.note ? <span className="text-muted-foreground">“{h.note}”</span> : null}
              </li>
            ))}
          </ol>
        )}
        {detail.data && (detail.data.openedOn || detail.data.closedOn) ? (
          <p className="text-xs text-muted-foreground">
            {detail.data.openedOn ? `Opened ${formatDate(detail.data.openedOn)}` : ''}
            {detail.data.openedOn && detail.data.closedOn ? ' · ' : ''}
            {detail.data.closedOn ? `Closed ${formatDate(detail.data.closedOn)}` : ''}
          </p>
        ) : null}
      </section>
    </div>
  );
}
