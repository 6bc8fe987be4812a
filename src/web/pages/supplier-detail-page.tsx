import { useId, useState } from 'react';
import { useParams } from 'react-router';
import { Pencil, Power, PowerOff } from 'lucide-react';
import { paths } from '../../shared/routes';
import { useListUrlState } from '../components/data-table/url-state';
import { Button } from '../components/ui/button';
import { PageTabs } from '../components/ui/page-tabs';
import { useSupplierPermissions } from '../features/auth/get-supplier-permissions';
import { SupplierPerformanceTab, SupplierPurchaseOrdersTab } from '../features/purchasing';
import { ContractsPanel } from '../features/suppliers/components/contracts-panel';
import { SupplierStatusBadge, SupplierTypeBadge } from '../features/suppliers/components/supplier-badges';
import { SupplierEditDialog } from '../features/suppliers/components/supplier-edit-dialog';
import { SupplierLoadState } from '../features/suppliers/components/supplier-load-state';
import { SupplierOverview } from '../features/suppliers/components/supplier-overview';
import { SupplierProductsPanel } from '../features/suppliers/components/supplier-products-panel';
import { SupplierStatusDialog } from '../features/suppliers/components/supplier-status-dialog';
import { SuppliersAreaNav } from '../features/suppliers/components/suppliers-area-nav';
import { useSupplier } from '../features/suppliers/get-supplier';
import { BackLink } from './detail-header';
import {
  DEFAULT_SUPPLIER_PRODUCT_SORT,
  type ContractListState,
  type SupplierProductListState,
} from '../features/suppliers/supplier-filters';
import { SUPPLIER_TAB_LABELS, SUPPLIER_TABS, supplierTabParsers } from '../features/suppliers/supplier-tabs';

const NO_PRODUCT_FILTERS: SupplierProductListState = {
  search: '',
  supplier: null,
  preferred: false,
  sort: DEFAULT_SUPPLIER_PRODUCT_SORT,
  page: 1,
};
const NO_CONTRACT_FILTERS: ContractListState = { search: '', supplier: null, status: null, ending: false, page: 1 };

/** /suppliers/:id (supplier read): one supplier in five tabs (tab in the URL); writers edit and deactivate. */
export function SupplierDetailPage() {
  const { id = '' } = useParams();
  const tabsId = useId();
  const supplier = useSupplier(id);
  const canWrite = useSupplierPermissions().data?.includes('write') ?? false;
  const { state, write } = useListUrlState(supplierTabParsers);
  const [editing, setEditing] = useState(false);
  const [changingStatus, setChangingStatus] = useState(false);
  // The tabs' own filters live with the page (the URL holds the tab): switching tabs keeps them.
  const [products, setProducts] = useState(NO_PRODUCT_FILTERS);
  const [contracts, setContracts] = useState(NO_CONTRACT_FILTERS);

  if (!supplier.data) {
    return (
      <section>
        <BackLink to={paths.suppliers}>Suppliers</BackLink>
        <SuppliersAreaNav />
        <SupplierLoadState error={supplier.isError ? supplier.error : null} onRetry={() => void supplier.refetch()} />
      </section>
    );
  }

  const s = supplier.data;
  return (
    <section>
      <BackLink to={paths.suppliers}>Suppliers</BackLink>
      <div className="mb-6 flex flex-wrap items-start justify-between gap-x-4 gap-y-3">
        <div className="grid min-w-0 gap-1">
          <h1 className="text-2xl font-semibold tracking-tight break-words sm:text-3xl">{s.name}</h1>
          <div className="flex flex-wrap items-center gap-2 text-sm">
            <span className="font-mono text-muted-foreground">{s.code}</span>
            <SupplierStatusBadge status={s.status} />
            <SupplierTypeBadge type={s.type} />
          </div>
        </div>
        {canWrite ? (
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" onClick={() => setEditing(true)}>
              <Pencil aria-hidden />
              Edit
            </Button>
            {s.status === 'inactive' ? (
              <Button variant="outline" onClick={() => setChangingStatus(true)}>
                <Power aria-hidden />
                Reactivate
              </Button>
            ) : (
              <Button variant="outline" className="text-destructive" onClick={() => setChangingStatus(true)}>
                <PowerOff aria-hidden />
                Deactivate
              </Button>
            )}
          </div>
        ) : null}
      </div>
      <SuppliersAreaNav />
      <PageTabs
        idPrefix={tabsId}
        label="Supplier details"
        layout="wrap"
        tabs={SUPPLIER_TABS.map((value) => ({ value, label: SUPPLIER_TAB_LABELS[value] }))}
        selected={state.tab}
        onSelect={(tab) => write({ tab }, false)}
      >
        {state.tab === 'overview' ? (
          <SupplierOverview supplier={s} />
        ) : state.tab === 'products' ? (
          <SupplierProductsPanel
            supplierId={s.id}
            canWrite={canWrite}
            state={products}
            onChange={(patch) => setProducts((p) => ({ ...p, ...patch, page: 1 }))}
            onPage={(page) => setProducts((p) => ({ ...p, page }))}
          />
        ) : state.tab === 'contracts' ? (
          <ContractsPanel
            supplierId={s.id}
            canWrite={canWrite}
            state={contracts}
            onChange={(patch) => setContracts((c) => ({ ...c, ...patch, page: 1 }))}
            onPage={(page) => setContracts((c) => ({ ...c, page }))}
          />
        ) : state.tab === 'purchase-orders' ? (
          <SupplierPurchaseOrdersTab supplierId={s.id} canWrite={canWrite} />
        ) : (
          <SupplierPerformanceTab supplierId={s.id} />
        )}
      </PageTabs>
      {canWrite ? (
        <>
          <SupplierEditDialog supplier={s} open={editing} onClose={() => setEditing(false)} />
          <SupplierStatusDialog supplier={s} open={changingStatus} onOpenChange={setChangingStatus} />
        </>
      ) : null}
    </section>
  );
}
