import type { SupplierProduct } from '../../../../shared/suppliers.contracts';
import { formatPeso } from '../../../../shared/money';
import { formatDateTime } from '../../../../shared/time';
import { InlineLoadError } from '../../../components/feedback/load-error';
import { TableLoading } from '../../../components/data-table/table-states';
import { DialogShell } from '../../../components/ui/dialog-shell';
import { useCostHistory } from '../get-cost-history';

/** Every unit-cost change of a link, newest first: the new and previous cost, who changed it, when, and why. */
export function CostHistoryDialog({ link, onClose }: { link: SupplierProduct | null; onClose: () => void }) {
  const history = useCostHistory(link?.id ?? null);
  return (
    <DialogShell
      open={link !== null}
      onOpenChange={(next) => (next ? undefined : onClose())}
      title="Cost history"
      description={link ? `${link.productName} (${link.productSku}) from ${link.supplierName}` : undefined}
      className="sm:max-w-2xl"
    >
      {history.isPending ? (
        <TableLoading label="Loading cost history" rows={3} />
      ) : history.isError ? (
        <InlineLoadError message="The cost history could not be loaded." onRetry={() => void history.refetch()} />
      ) : history.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">No cost changes recorded yet.</p>
      ) : (
        <ol className="grid gap-3" aria-label="Cost changes">
          {history.data.map((entry) => (
            <li key={entry.id} className="grid gap-1 rounded-lg border border-border p-3 text-sm" data-testid="cost-history-entry">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <span className="font-semibold tabular-nums">
                  {entry.previousCostCentavos === null ? (
                    <>Set to {formatPeso(entry.unitCostCentavos)}</>
                  ) : (
                    <>
                      {formatPeso(entry.previousCostCentavos)} → {formatPeso(entry.unitCostCentavos)}
                    </>
                  )}
                </span>
                <time className="text-muted-foreground" dateTime={entry.createdAt}>
                  {formatDateTime(entry.createdAt)}
                </time>
              </div>
              <span className="text-muted-foreground">By {entry.changedByName ?? 'someone no longer listed'}</span>
              {entry.note ? <span>“{entry.note}”</span> : null}
            </li>
          ))}
        </ol>
      )}
    </DialogShell>
  );
}
