import { useState } from 'react';
import { toast } from 'sonner';
import { Ban, CheckCheck, FileDown, Mail, PackageCheck, Pencil, Send } from 'lucide-react';
import type { PurchaseOrder } from '../../../../shared/purchasing.contracts';
import { Button } from '../../../components/ui/button';
import { useAcknowledgePurchaseOrder } from '../acknowledge-purchase-order';
import { useEmailPurchaseOrder } from '../email-purchase-order';
import { poUrl } from '../mutate-purchase-order';
import { purchaseOrderActions } from '../purchase-order-actions';
import { useSubmitPurchaseOrder } from '../submit-purchase-order';
import { CancelPurchaseOrderDialog } from './cancel-purchase-order-dialog';
import { PurchaseOrderFormDialog } from './purchase-order-form-dialog';
import { ReceiveGoodsDialog } from './receive-goods-dialog';

/** The PO's buttons for its status: writers move it on; everyone who reads may download a submitted PO's PDF. */
export function PurchaseOrderActionsBar({ po, canWrite }: { po: PurchaseOrder; canWrite: boolean }) {
  const actions = purchaseOrderActions(po.status, canWrite);
  const submit = useSubmitPurchaseOrder();
  const acknowledge = useAcknowledgePurchaseOrder();
  const email = useEmailPurchaseOrder();
  const [dialog, setDialog] = useState<'edit' | 'receive' | 'cancel' | null>(null);
  const busy = submit.isPending || acknowledge.isPending || email.isPending;
  const close = (open: boolean) => (open ? null : setDialog(null));

  return (
    <div className="flex flex-wrap gap-2">
      {actions.edit ? (
        <Button variant="outline" onClick={() => setDialog('edit')} disabled={busy}>
          <Pencil aria-hidden />
          Edit lines
        </Button>
      ) : null}
      {actions.submit ? (
        <Button
          disabled={busy}
          onClick={() => submit.mutate(po.id, { onSuccess: (p) => toast.success(`${p.poNumber} submitted to ${p.supplierName}`) })}
        >
          <Send aria-hidden />
          {submit.isPending ? 'Submitting…' : 'Submit'}
        </Button>
      ) : null}
      {actions.acknowledge ? (
        <Button
          variant="outline"
          disabled={busy}
          onClick={() => acknowledge.mutate(po.id, { onSuccess: (p) => toast.success(`${p.poNumber} acknowledged by the supplier`) })}
        >
          <CheckCheck aria-hidden />
          {acknowledge.isPending ? 'Saving…' : 'Acknowledge'}
        </Button>
      ) : null}
      {actions.receive ? (
        <Button onClick={() => setDialog('receive')} disabled={busy}>
          <PackageCheck aria-hidden />
          Receive goods
        </Button>
      ) : null}
      {actions.pdf ? (
        <Button asChild variant="outline">
          <a href={poUrl(po.id, 'pdf')} download={`${po.poNumber}.pdf`}>
            <FileDown aria-hidden />
            Download PDF
          </a>
        </Button>
      ) : null}
      {actions.email ? (
        <Button
          variant="outline"
          disabled={busy}
          onClick={() =>
            email.mutate(po.id, {
              onSuccess: (r) =>
                r.queued ? toast.success(`E-mail to ${r.to ?? 'the supplier'} queued`) : toast.info('The e-mail was not queued.'),
            })
          }
        >
          <Mail aria-hidden />
          {email.isPending ? 'Sending…' : 'E-mail to supplier'}
        </Button>
      ) : null}
      {actions.cancel ? (
        <Button variant="destructive" onClick={() => setDialog('cancel')} disabled={busy}>
          <Ban aria-hidden />
          Cancel PO
        </Button>
      ) : null}

      <PurchaseOrderFormDialog mode={{ kind: 'edit', po }} open={dialog === 'edit'} onOpenChange={close} />
      <ReceiveGoodsDialog po={po} open={dialog === 'receive'} onOpenChange={close} />
      <CancelPurchaseOrderDialog po={po} open={dialog === 'cancel'} onOpenChange={close} />
    </div>
  );
}
