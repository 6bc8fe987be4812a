import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../components/page-header';
import { ShippingBoard } from '../features/shipping/components/shipping-board';
import { shippingFiltersFromSearch, shippingFiltersToSearch, type ShippingFilters } from '../lib/filters/shipping-filters';

/** /shipping-management (franchisor): move approved orders through processing, shipping and delivery. */
export function ShippingManagementPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = shippingFiltersFromSearch(searchParams);
  const apply = useCallback(
    (next: ShippingFilters) => setSearchParams(shippingFiltersToSearch(next), { replace: true }),
    [setSearchParams],
  );

  return (
    <section>
      <PageHeader
        title="Shipping Management"
        description="Pick, ship and deliver approved orders. Each shipment needs its own carrier and tracking number."
      />
      {/* Paging is a real navigation (Back returns to the previous page); tab and search edits replace. */}
      <ShippingBoard filters={filters} onChange={apply} onPage={(page) => setSearchParams(shippingFiltersToSearch({ ...filters, page }))} />
    </section>
  );
}
