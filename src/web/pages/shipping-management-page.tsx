import { useListUrlState } from '../components/data-table/url-state';
import { PageHeader } from '../components/page-header';
import { ShippingBoard } from '../features/shipping/components/shipping-board';
import { shippingListParsers } from '../lib/filters/shipping-filters';

/** /shipping-management (franchisor): move approved orders through processing, shipping and delivery. */
export function ShippingManagementPage() {
  const { state: filters, update, setPage } = useListUrlState(shippingListParsers);

  return (
    <section>
      <PageHeader
        title="Shipping Management"
        description="Pick, ship and deliver approved orders. Each shipment needs its own carrier and tracking number."
      />
      {/* Paging is a real navigation (Back returns to the previous page); tab and search edits replace. */}
      <ShippingBoard filters={filters} onChange={({ status, q }) => update({ status, q })} onPage={setPage} />
    </section>
  );
}
