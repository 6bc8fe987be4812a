import { useState } from 'react';
import { PackagePlus } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { LowStockDialog } from './low-stock-dialog';

/** "Create PO from low stock" and its proposal dialog. */
export function LowStockButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <PackagePlus aria-hidden />
        Create PO from low stock
      </Button>
      <LowStockDialog open={open} onOpenChange={setOpen} />
    </>
  );
}
