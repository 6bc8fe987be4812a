import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../components/page-header';
import { approvalFiltersFromSearch, approvalFiltersToSearch, type ApprovalFilters } from '../lib/filters/approval-filters';
import { ApprovalCapacityNotice } from '../features/approvals/components/approval-capacity-notice';
import { ApprovalFiltersBar } from '../features/approvals/components/approval-filters-bar';
import { ApprovalQueueList } from '../features/approvals/components/approval-queue';

/** /order-approvals (franchisor): orders awaiting approval, oldest first and paged, decided one by one or in bulk. */
export function OrderApprovalsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = approvalFiltersFromSearch(searchParams);
  const apply = useCallback(
    (next: ApprovalFilters) => setSearchParams(approvalFiltersToSearch(next), { replace: true }),
    [setSearchParams],
  );

  return (
    <section>
      <PageHeader
        title="Order Approvals"
        description="Oldest first. Check stock and credit, then approve or reject; the franchisee is notified either way."
      />
      <ApprovalCapacityNotice />
      <div className="grid gap-4">
        <ApprovalFiltersBar filters={filters} onChange={apply} />
        {/* Paging is a real navigation (Back returns to the previous page); filter edits replace. */}
        <ApprovalQueueList filters={filters} onPage={(page) => setSearchParams(approvalFiltersToSearch({ ...filters, page }))} />
      </div>
    </section>
  );
}
