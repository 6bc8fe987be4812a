import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Plus } from 'lucide-react';
import { paths } from '../../../../shared/routes';
import { Button } from '../../../components/ui/button';
import { PurchaseOrderFormDialog } from './purchase-order-form-dialog';

/** "New purchase order" and its dialog; the new draft opens once created. `supplierId` preselects the supplier. */
export function NewPurchaseOrderButton({ supplierId, variant = 'default' }: { supplierId?: string; variant?: 'default' | 'outline' }) {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  return (
    <>
      <Button variant={variant} onClick={() => setOpen(true)}>
        <Plus aria-hidden />
        New purchase order
      </Button>
      <PurchaseOrderFormDialog
        mode={{ kind: 'create', supplierId }}
        open={open}
        onOpenChange={setOpen}
        onSaved={(po) => void navigate(paths.purchaseOrderDetail(po.id))}
      />
    </>
  );
}
