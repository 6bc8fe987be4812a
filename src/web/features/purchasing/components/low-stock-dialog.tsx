import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { LowStockProposal } from '../../../../shared/purchasing.contracts';
import { formatPeso } from '../../../../shared/money';
import { paths } from '../../../../shared/routes';
import { FormError } from '../../../components/form';
import { LoadingScreen } from '../../../components/feedback/loading-screen';
import { InlineLoadError } from '../../../components/feedback/load-error';
import { Button } from '../../../components/ui/button';
import { DialogFooter } from '../../../components/ui/dialog';
import { DialogShell } from '../../../components/ui/dialog-shell';
import { errorMessage } from '../../../lib/api-client';
import { useCreateFromLowStock } from '../create-from-low-stock';
import { useLowStockProposal } from '../get-low-stock-proposal';

/**
 * "Create PO from low stock": warehouse products at or below their reorder level, grouped by the supplier chosen for
 * each (preferred, else priority), with suggested quantities and costs. Head office ticks the suppliers to order
 * from; one draft per supplier is created. Products no active supplier supplies are listed with what to do.
 */
export function LowStockDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <DialogShell
      open={open}
      onOpenChange={onOpenChange}
      title="Create PO from low stock"
      description="Warehouse products at or below their reorder level, by the supplier chosen for each."
      className="sm:max-w-3xl"
    >
      {open ? <LowStockBody onClose={() => onOpenChange(false)} /> : null}
    </DialogShell>
  );
}

function LowStockBody({ onClose }: { onClose: () => void }) {
  const proposal = useLowStockProposal(true);
  if (proposal.isError) {
    return (
      <InlineLoadError
        message={errorMessage(proposal.error, 'The low-stock proposal could not be loaded.')}
        onRetry={() => void proposal.refetch()}
      />
    );
  }
  if (!proposal.data) return <LoadingScreen message="Checking warehouse stock…" fullPage={false} />;
  return <Proposal proposal={proposal.data} onClose={onClose} />;
}

function Proposal({ proposal, onClose }: { proposal: LowStockProposal; onClose: () => void }) {
  const navigate = useNavigate();
  const create = useCreateFromLowStock();
  const [chosen, setChosen] = useState<Set<string>>(() => new Set(proposal.groups.map((g) => g.supplierId)));
  const [error, setError] = useState<string | null>(null);
  const total = proposal.groups.filter((g) => chosen.has(g.supplierId)).reduce((sum, g) => sum + g.totalCentavos, 0);

  const confirm = () => {
    setError(null);
    create.mutate([...chosen], {
      onSuccess: ({ items }) => {
        onClose();
        if (items.length === 1 && items[0]) {
          toast.success(`Draft ${items[0].poNumber} created`);
          void navigate(paths.purchaseOrderDetail(items[0].id));
        } else {
          toast.success(`${items.length} draft purchase orders created`);
          void navigate(`${paths.purchaseOrders}?status=draft`);
        }
      },
      onError: (e) => setError(errorMessage(e, 'The purchase orders could not be created.')),
    });
  };

  return (
    <div className="grid gap-4">
      <FormError message={error} />
      {proposal.groups.length === 0 ? (
        <p className="rounded-lg border border-dashed border-input px-4 py-6 text-center">
          {proposal.unsupplied.length
            ? 'No low product has an active supplier linked.'
            : 'No warehouse product is at or below its reorder level.'}
        </p>
      ) : (
        <ul className="grid gap-3" aria-label="Proposed purchase orders">
          {proposal.groups.map((g) => {
            const checked = chosen.has(g.supplierId);
            const boxId = `low-stock-${g.supplierId}`;
            return (
              <li key={g.supplierId} className="grid gap-2 rounded-lg border border-border p-3">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <label htmlFor={boxId} className="inline-flex cursor-pointer items-center gap-2 font-medium">
                    <input
                      id={boxId}
                      type="checkbox"
                      className="size-4 accent-primary"
                      checked={checked}
                      onChange={(e) =>
                        setChosen((prev) => {
                          const next = new Set(prev);
                          if (e.target.checked) next.add(g.supplierId);
                          else next.delete(g.supplierId);
                          return next;
                        })
                      }
                    />
                    Order from {g.supplierName} ({g.supplierCode})
                  </label>
                  <span className="text-sm text-muted-foreground">
                    {g.lines.length} {g.lines.length === 1 ? 'product' : 'products'} · lead time {g.leadTimeDays} days ·{' '}
                    <span className="font-medium text-foreground tabular-nums">{formatPeso(g.totalCentavos)}</span>
                  </span>
                </div>
                {/* Six columns scroll sideways on a phone; the region takes focus so a keyboard can scroll it too. */}
                <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={`Proposed lines for ${g.supplierName}`}>
                  <table className="w-full min-w-[32rem] text-sm">
                    <caption className="sr-only">Proposed lines for {g.supplierName}</caption>
                    <thead className="text-left text-muted-foreground">
                      <tr>
                        <th scope="col" className="py-1 pr-3 font-medium">
                          Product
                        </th>
                        <th scope="col" className="py-1 pr-3 text-right font-medium">
                          Available
                        </th>
                        <th scope="col" className="py-1 pr-3 text-right font-medium">
                          Reorder level
                        </th>
                        <th scope="col" className="py-1 pr-3 text-right font-medium">
                          Suggested qty
                        </th>
                        <th scope="col" className="py-1 pr-3 text-right font-medium">
                          Unit cost
                        </th>
                        <th scope="col" className="py-1 text-right font-medium">
                          Line total
                        </th>
                      </tr>
                    </thead>
                    <tbody className="divide-y divide-border">
                      {g.lines.map((l) => (
                        <tr key={l.productId}>
                          <th scope="row" className="py-1.5 pr-3 text-left font-normal">
                            {l.productName} <span className="text-xs text-muted-foreground">{l.productSku}</span>
                          </th>
                          <td className="py-1.5 pr-3 text-right tabular-nums">{l.available.toLocaleString('en-PH')}</td>
                          <td className="py-1.5 pr-3 text-right tabular-nums">{l.reorderLevel.toLocaleString('en-PH')}</td>
                          <td className="py-1.5 pr-3 text-right tabular-nums">{l.suggestedQuantity.toLocaleString('en-PH')}</td>
                          <td className="py-1.5 pr-3 text-right tabular-nums">{formatPeso(l.unitCostCentavos)}</td>
                          <td className="py-1.5 text-right tabular-nums">{formatPeso(l.suggestedQuantity * l.unitCostCentavos)}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              </li>
            );
          })}
        </ul>
      )}

      {proposal.unsupplied.length > 0 ? (
        <div className="grid gap-1 rounded-lg bg-muted/60 p-3 text-sm">
          <p className="font-medium">Low, but no active supplier supplies them:</p>
          <ul className="list-disc pl-5">
            {proposal.unsupplied.map((p) => (
              <li key={p.productId}>
                {p.productName} ({p.productSku}), {p.available.toLocaleString('en-PH')} available
              </li>
            ))}
          </ul>
          <p className="text-muted-foreground">
            Link them to a supplier on the{' '}
            <Link to={paths.supplierProducts} className="text-primary underline underline-offset-4">
              supplier products page
            </Link>{' '}
            to include them next time.
          </p>
        </div>
      ) : null}

      <DialogFooter>
        <Button type="button" variant="outline" onClick={onClose} disabled={create.isPending}>
          Cancel
        </Button>
        {proposal.groups.length > 0 ? (
          <Button type="button" onClick={confirm} disabled={create.isPending || chosen.size === 0}>
            {create.isPending
              ? 'Creating…'
              : `Create ${chosen.size} draft${chosen.size === 1 ? '' : 's'}${chosen.size ? ` (${formatPeso(total)})` : ''}`}
          </Button>
        ) : null}
      </DialogFooter>
    </div>
  );
}
