import { useListUrlState } from '../components/data-table/url-state';
import { PageHeader } from '../components/page-header';
import { APPROVAL_URL_KEYS, approvalListParsers, type ApprovalFilters } from '../lib/filters/approval-filters';
import { ApprovalCapacityNotice } from '../features/approvals/components/approval-capacity-notice';
import { ApprovalFiltersBar } from '../features/approvals/components/approval-filters-bar';
import { ApprovalQueueList } from '../features/approvals/components/approval-queue';

/** /order-approvals (franchisor): orders awaiting approval, oldest first and paged, decided one by one or in bulk. */
export function OrderApprovalsPage() {
  const { state: filters, update, setPage } = useListUrlState(approvalListParsers, { urlKeys: APPROVAL_URL_KEYS });
  // A filter edit replaces the history entry and goes back to page 1.
  const apply = ({ page: _page, ...next }: ApprovalFilters) => update(next);

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
        <ApprovalQueueList filters={filters} onPage={setPage} />
      </div>
    </section>
  );
}
