import { Link, useParams } from 'react-router';
import { paths } from '../../shared/routes';
import { SuppliersAreaNav } from '../features/suppliers/components/suppliers-area-nav';
import { useSupplierPermissions } from '../features/auth/get-supplier-permissions';
import { usePurchaseOrder } from '../features/purchasing/get-purchase-order';
import { PurchaseOrderActionsBar } from '../features/purchasing/components/purchase-order-actions-bar';
import { PurchaseOrderFacts } from '../features/purchasing/components/purchase-order-facts';
import { PurchaseOrderLoadState } from '../features/purchasing/components/purchase-order-load-state';
import {
  PurchaseOrderHistorySection,
  PurchaseOrderLinesSection,
  PurchaseOrderReceiptsSection,
} from '../features/purchasing/components/purchase-order-sections';
import { PurchaseOrderStatusBadge } from '../features/purchasing/components/purchase-order-status-badge';
import { BackLink, DocumentHeader } from './detail-header';

/** /suppliers/purchase-orders/:id: one PO with its lines, receipts and history, and the actions its status allows. */
export function PurchaseOrderDetailPage() {
  const { id = '' } = useParams();
  const po = usePurchaseOrder(id);
  const canWrite = useSupplierPermissions().data?.includes('write') ?? false;

  if (!po.data) {
    return (
      <section>
        <SuppliersAreaNav />
        <BackLink to={paths.purchaseOrders}>Purchase orders</BackLink>
        <PurchaseOrderLoadState error={po.isError ? po.error : null} onRetry={() => void po.refetch()} />
      </section>
    );
  }

  const o = po.data;
  return (
    <section className="grid gap-6">
      <div>
        <SuppliersAreaNav />
        <BackLink to={paths.purchaseOrders}>Purchase orders</BackLink>
        <DocumentHeader
          title={o.poNumber}
          badge={<PurchaseOrderStatusBadge status={o.status} className="text-sm" />}
          actions={<PurchaseOrderActionsBar po={o} canWrite={canWrite} />}
        >
          <p className="text-muted-foreground">
            To{' '}
            <Link to={paths.supplierDetail(o.supplierId)} className="font-medium text-primary underline-offset-4 hover:underline">
              {o.supplierName}
            </Link>{' '}
            ({o.supplierCode})
          </p>
        </DocumentHeader>
      </div>

      {/* The lines take the full width (seven columns); details, receipts and history share the row below. */}
      <PurchaseOrderLinesSection po={o} />
      <div className="grid gap-6 lg:grid-cols-2">
        <div className="grid content-start gap-6">
          <PurchaseOrderFacts po={o} />
          <PurchaseOrderReceiptsSection po={o} />
        </div>
        <PurchaseOrderHistorySection po={o} />
      </div>
    </section>
  );
}
