import { useState } from 'react';
import { toast } from 'sonner';
import type { Opening } from '../../../../shared/openings.contracts';
import { formatCalendarDate } from '../../../../shared/time';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { SectionCard } from '../../../components/section-card';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { missingCriticalItems, useOpenStore, type MissingItem } from '../open-store';
import { CancelOpeningDialog } from './cancel-opening-dialog';
import { TargetDateDialog } from './target-date-dialog';

/**
 * Head office's controls of an opening: move the target date, open the store, or call the opening off. Opening is always offered while the
 * project runs, because the server is the judge: a refusal lists the critical items still missing, here, each a link
 * to its row in the checklist.
 */
export function HeadOfficeActions({ opening }: { opening: Opening }) {
  const open = useOpenStore();
  const [dialog, setDialog] = useState<'target' | 'open' | 'cancel' | null>(null);
  const [refusal, setRefusal] = useState<{ message: string; missing: MissingItem[] } | null>(null);

  if (opening.status === 'opened')
    return (
      <SectionCard title="Going live">
        <p className="text-sm" data-testid="opened-notice">
          {opening.location.name} opened on {formatCalendarDate(opening.openedOn ?? opening.targetDate)}. Sales reporting, royalty
          statements and normal ordering apply from that day.
        </p>
      </SectionCard>
    );

  if (opening.status === 'cancelled')
    return (
      <SectionCard title="Going live">
        <p className="text-sm" data-testid="cancelled-actions">
          Cancelled on {formatCalendarDate(opening.cancelledOn ?? opening.targetDate)}: the location is closed and the store will not open.
        </p>
      </SectionCard>
    );

  const goLive = () =>
    open.mutate(
      { id: opening.id },
      {
        onSuccess: (o) => {
          setDialog(null);
          setRefusal(null);
          toast.success(`${o.location.name} is open`, { description: 'The franchisee has been notified.' });
        },
        onError: (e) => {
          setDialog(null);
          setRefusal({ message: errorMessage(e, 'The store could not be opened.'), missing: missingCriticalItems(e) });
        },
      },
    );

  return (
    <SectionCard title="Going live">
      <div className="grid gap-3 text-sm">
        <p className="text-muted-foreground">
          The store opens only when every critical item is done ({opening.criticalOpen} still open). Its opening date becomes the
          location’s.
        </p>
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => setDialog('open')} disabled={open.isPending}>
            Open store
          </Button>
          <Button variant="outline" onClick={() => setDialog('target')}>
            Change target date
          </Button>
          <Button variant="outline" className="text-destructive" onClick={() => setDialog('cancel')}>
            Cancel opening
          </Button>
        </div>
        {refusal ? (
          <div role="alert" className="rounded-md border border-destructive/40 bg-red-50 p-3 text-red-900" data-testid="open-refused">
            <p className="font-medium">The store cannot open yet.</p>
            {refusal.missing.length > 0 ? (
              <>
                <p>Critical items not done:</p>
                <ul className="ml-5 list-disc">
                  {refusal.missing.map((m) => (
                    <li key={m.id}>{m.title}</li>
                  ))}
                </ul>
              </>
            ) : (
              <p>{refusal.message}</p>
            )}
          </div>
        ) : null}
      </div>
      <ConfirmDialog
        open={dialog === 'open'}
        onOpenChange={(o) => (o ? undefined : setDialog(null))}
        title={`Open ${opening.location.name} today?`}
        description="The location becomes open from today: sales reporting, royalty statements and normal ordering start, and the franchisee is notified."
        confirmLabel="Open the store"
        pendingLabel="Opening…"
        confirmVariant="default"
        cancelLabel="Cancel"
        pending={open.isPending}
        onConfirm={goLive}
      />
      <TargetDateDialog open={dialog === 'target'} opening={opening} onClose={() => setDialog(null)} />
      <CancelOpeningDialog open={dialog === 'cancel'} opening={opening} onClose={() => setDialog(null)} />
    </SectionCard>
  );
}
