import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { toast } from 'sonner';
import {
  LOCATION_MESSAGES,
  LOCATION_STATUS_LABELS,
  MANUAL_LOCATION_STATUSES,
  locationMayOrder,
  ZLocationStatusInput,
  type Location,
  type LocationStatus,
} from '../../../../shared/network.contracts';
import { DialogShell } from '../../../components/ui/dialog-shell';
import { DateField, EnumSelectField, FormWithFooter, labelledOptions, TextareaField, useAppForm } from '../../../components/form';
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
    <DialogShell
      open={location !== null}
      onOpenChange={(o) => (o ? undefined : onClose())}
      className="sm:max-w-xl"
      title={location ? `${location.name} status` : 'Status'}
      description={
        location ? (
          <>
            {location.code} is <LocationStatusBadge status={location.status} className="align-middle" />. Closed and sold locations keep
            their orders, sales and invoices readable and place no new orders.
          </>
        ) : null
      }
    >
      {location ? <StatusBody key={location.id} location={location} canWrite={canWrite} onDone={onClose} /> : null}
    </DialogShell>
  );
}

function StatusBody({ location, canWrite, onDone }: { location: Location; canWrite: boolean; onDone: () => void }) {
  const id = useId();
  const detail = useLocation(location.id);
  const change = useChangeLocationStatus();
  // `opening` is entered and left with the store's opening project (decision 021), never from here.
  const stillOpening = location.status === 'opening';
  const choices = MANUAL_LOCATION_STATUSES.filter((s) => s !== location.status);
  // Blank note and date are "not given" in the contract.
  const form = useAppForm(
    ZLocationStatusInput,
    { status: choices[0] as LocationStatus, note: '', effectiveOn: '' },
    {
      labels: { status: 'status', note: 'note', effectiveOn: 'effective date' },
      toInput: (v) => ({ status: v.status, note: v.note.trim() || undefined, effectiveOn: v.effectiveOn || undefined }),
    },
  );
  const status = useWatch({ control: form.control, name: 'status' });
  const stopsOrdering = locationMayOrder(location.status) && !locationMayOrder(status);

  const submit = form.submit(async (body) => {
    const updated = await change.mutateAsync({ id: location.id, body });
    toast.success('Status changed', {
      description: `${updated.name} is now ${LOCATION_STATUS_LABELS[updated.status].toLowerCase()}.`,
    });
    onDone();
  }, 'The status could not be changed.');

  return (
    <div className="grid gap-5">
      {canWrite && stillOpening ? (
        <p className="text-sm text-muted-foreground" role="status">
          {LOCATION_MESSAGES.OPENS_FROM_BOARD}{' '}
          <Link className="font-medium underline underline-offset-4" to="/openings">
            Go to the openings board
          </Link>
        </p>
      ) : canWrite ? (
        <FormWithFooter
          form={form}
          onSubmit={submit}
          onCancel={onDone}
          label="Change status"
          submitLabel="Change status"
          pendingLabel="Saving…"
          pending={change.isPending}
        >
          <div className="grid gap-4 sm:grid-cols-2">
            <EnumSelectField
              control={form.control}
              name="status"
              label="New status"
              options={labelledOptions(choices, LOCATION_STATUS_LABELS)}
            />
            <DateField
              control={form.control}
              name="effectiveOn"
              label="Effective date"
              hint="Optional. Opening or closing today when left empty."
            />
          </div>
          {stopsOrdering ? (
            <p className="text-sm text-warning" role="status">
              The location will not be able to place new orders.
            </p>
          ) : null}
          <TextareaField control={form.control} name="note" label="Note" rows={2} maxLength={500} />
        </FormWithFooter>
      ) : null}

      <section aria-labelledby={`${id}-history`} className="grid gap-2">
        <h3 id={`${id}-history`} className="text-sm font-semibold uppercase tracking-wide text-muted-foreground">
          History
        </h3>
        {detail.isPending ? (
          <div role="status" aria-busy="true" aria-label="Loading history" className="h-20 animate-pulse rounded-md bg-muted" />
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
