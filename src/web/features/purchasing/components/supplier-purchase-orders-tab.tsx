import { useState } from 'react';
import { Link } from 'react-router';
import { PURCHASE_ORDER_STATUSES, PURCHASE_ORDER_STATUS_LABELS, type PurchaseOrderStatus } from '../../../../shared/purchasing.contracts';
import { paths } from '../../../../shared/routes';
import { FilterSelect } from '../../../components/ui/filter-select';
import { DEFAULT_PO_SORT, NO_PO_FILTERS, purchaseOrderQuery, type PurchaseOrderSort } from '../purchase-order-filters';
import { NewPurchaseOrderButton } from './new-purchase-order-button';
import { PurchaseOrdersList } from './purchase-orders-list';

const PAGE_SIZE = 10;
const STATUS_OPTIONS = PURCHASE_ORDER_STATUSES.map((s) => ({ value: s, label: PURCHASE_ORDER_STATUS_LABELS[s] }));

/**
 * The supplier detail page's "Purchase orders" tab: that supplier's POs, compact, with a status filter; writers
 * (`canWrite`, from the page: a feature does not read another's permissions) start a new PO with the supplier chosen. Its filter stays in the tab (the page's URL belongs to the tabs).
 */
export function SupplierPurchaseOrdersTab({ supplierId, canWrite = false }: { supplierId: string; canWrite?: boolean }) {
  const [status, setStatus] = useState<PurchaseOrderStatus | null>(null);
  const [sort, setSort] = useState<PurchaseOrderSort>(DEFAULT_PO_SORT);
  const [page, setPage] = useState(1);
  const query = purchaseOrderQuery({ ...NO_PO_FILTERS, supplier: supplierId, status, sort, page }, PAGE_SIZE);

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <FilterSelect
          id={`supplier-po-status-${supplierId}`}
          label="Status"
          allLabel="All statuses"
          value={status}
          options={STATUS_OPTIONS}
          className="grid w-full gap-2 sm:w-56"
          onChange={(next) => {
            setStatus(next);
            setPage(1);
          }}
        />
        <div className="flex flex-wrap gap-2">
          <Link
            to={`${paths.purchaseOrders}?supplier=${supplierId}`}
            className="self-center text-sm text-primary underline-offset-4 hover:underline"
          >
            Open in purchase orders
          </Link>
          {canWrite ? <NewPurchaseOrderButton supplierId={supplierId} /> : null}
        </div>
      </div>
      <PurchaseOrdersList
        query={query}
        page={page}
        compact
        onSort={(next) => {
          setSort(next);
          setPage(1);
        }}
        onPage={setPage}
        empty={status ? 'No purchase order to this supplier in this status.' : 'No purchase order to this supplier yet.'}
      />
    </div>
  );
}
