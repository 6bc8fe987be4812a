import type { ReactNode } from 'react';
import type { WarehouseRow } from '../../../../shared/inventory.contracts';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { formatCount } from '../movement-format';

/**
 * The frame shared by "Receive stock", "Adjust" and "Levels": the product and its current figures
 * at the top (so the numbers typed can be checked against them), the server's refusal if any,
 * the fields, then Cancel and the confirm button. The form is mounted only while open, so each
 * opening starts clean.
 */
export type StockDialogProps = {
  /** The row acted on; null while closed. */
  row: WarehouseRow | null;
  onClose: () => void;
  /** The button that opened the dialog. Radix returns focus to a DialogTrigger only; these open from row buttons. */
  returnFocusTo?: () => HTMLElement | null;
};

export function StockDialog({
  row,
  onClose,
  title,
  returnFocusTo,
  children,
}: StockDialogProps & {
  title: string;
  children: (row: WarehouseRow) => ReactNode;
}) {
  return (
    <Dialog open={row !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent
        onCloseAutoFocus={(event) => {
          const target = returnFocusTo?.();
          // Still on the page (the table may have re-rendered without it): focus it, else let Radix decide.
          if (target?.isConnected) {
            event.preventDefault();
            target.focus();
          }
        }}
      >
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          {row ? (
            <DialogDescription>
              <span className="font-medium text-foreground">{row.name}</span> <span className="font-mono text-xs">{row.sku}</span>
              <br />
              On hand {formatCount(row.onHand)} · reserved {formatCount(row.reserved)} · available {formatCount(row.available)} {row.unit}
            </DialogDescription>
          ) : null}
        </DialogHeader>
        {row ? children(row) : null}
      </DialogContent>
    </Dialog>
  );
}
