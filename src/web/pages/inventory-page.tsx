import { useId } from 'react';
import type { WarehouseRow } from '../../shared/inventory.contracts';
import { useAuthState } from '../app/use-auth-state';
import { useListUrlState } from '../components/data-table/url-state';
import { PageHeader } from '../components/page-header';
import { PageTabs } from '../components/ui/page-tabs';
import { AlertsPanel } from '../features/inventory/components/alerts-panel';
import { LocationsPanel } from '../features/inventory/components/locations-panel';
import { MovementsPanel } from '../features/inventory/components/movements-panel';
import { WarehousePanel } from '../features/inventory/components/warehouse-panel';
import { useStockAlerts } from '../features/inventory/get-stock-alerts';
import {
  INVENTORY_TABS,
  inventoryListParsers,
  inventoryUrlStateOf,
  inventoryViewOf,
  movementFiltersOf,
  onlyPageChanged,
  TAB_LABELS,
  type InventoryView,
} from '../lib/filters/inventory-filters';

/**
 * /inventory (franchisor, admin): warehouse stock, location stock, the movement ledger and
 * low-stock alerts in one place. Head office records receipts, adjustments and levels here;
 * admin sees the same figures read-only. Tab and filters live in the URL.
 */
export function InventoryPage() {
  const id = useId();
  const auth = useAuthState();
  const canWrite = auth.status === 'signedIn' && auth.user.role === 'franchisor';
  const { state, write } = useListUrlState(inventoryListParsers);
  const view = inventoryViewOf(state);
  const openAlerts = useStockAlerts().data?.items.filter((a) => !a.acknowledgedAt).length ?? 0;

  // Filter edits replace the history entry; switching tab or page is a real navigation (Back returns).
  const apply = (next: InventoryView, replace: boolean) => write(inventoryUrlStateOf(next), replace);
  const showHistory = (row: WarehouseRow) =>
    apply({ ...view, tab: 'movements', productId: row.productId, locationId: null, movementPage: 1 }, false);

  const tabs = INVENTORY_TABS.map((tab) => ({
    value: tab,
    label: TAB_LABELS[tab],
    badge:
      tab === 'alerts' && openAlerts > 0 ? (
        <span className="rounded-full bg-amber-100 px-1 text-xs font-semibold text-amber-900">
          {openAlerts}
          <span className="sr-only"> open</span>
        </span>
      ) : undefined,
  }));

  return (
    <section>
      <PageHeader
        title="Inventory"
        description={
          canWrite
            ? 'Warehouse and location stock, every movement, and low-stock alerts. Record receipts and adjustments here.'
            : 'Warehouse and location stock, every movement, and low-stock alerts (read only).'
        }
      />
      <PageTabs idPrefix={id} label="Inventory views" tabs={tabs} selected={view.tab} onSelect={(tab) => apply({ ...view, tab }, false)}>
        {view.tab === 'warehouse' ? (
          <WarehousePanel
            filters={view.warehouse}
            canWrite={canWrite}
            onChange={(warehouse) => apply({ ...view, warehouse }, !onlyPageChanged(view.warehouse, warehouse))}
            onHistory={showHistory}
          />
        ) : view.tab === 'locations' ? (
          <LocationsPanel locationId={view.locationId} onLocation={(locationId) => apply({ ...view, locationId, movementPage: 1 }, true)} />
        ) : view.tab === 'movements' ? (
          <MovementsPanel
            filters={movementFiltersOf(view)}
            onChange={(f) =>
              apply(
                { ...view, productId: f.productId, locationId: f.locationId, movementPage: f.page },
                !onlyPageChanged(movementFiltersOf(view), f),
              )
            }
          />
        ) : (
          <AlertsPanel canWrite={canWrite} />
        )}
      </PageTabs>
    </section>
  );
}
