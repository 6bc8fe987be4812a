import { useId } from 'react';
import { PageHeader } from '../components/page-header';
import { SectionCard } from '../components/section-card';
import { SearchField } from '../components/search-field';
import { ClearFiltersButton, DateRangeFields, ListPagination, TableEmpty, TableLoading, useListUrlState } from '../components/data-table';
import { ListCount } from '../components/data-table/list-count';
import { LoadError } from '../components/feedback/load-error';
import { SuppliersAreaNav } from '../features/suppliers/components/suppliers-area-nav';
import { PerformanceFigures } from '../features/purchasing/components/performance-figures';
import { PerformanceSpendChart } from '../features/purchasing/components/performance-spend-chart';
import { PerformanceTable } from '../features/purchasing/components/performance-table';
import { useSupplierPerformanceList } from '../features/purchasing/get-supplier-performance-list';
import { PERFORMANCE_PAGE_SIZE, performanceParsers, performanceQuery } from '../features/purchasing/performance-filters';

/** /suppliers/performance: on-time, fill rate, lead time and spend per supplier and for the network, over a period. */
export function SupplierPerformancePage() {
  const id = useId();
  const { state, update, setPage } = useListUrlState(performanceParsers);
  const query = performanceQuery(state);
  const list = useSupplierPerformanceList(query);

  return (
    <section>
      <PageHeader title="Supplier Performance" description="Computed from purchase orders submitted in the period." />
      <SuppliersAreaNav />
      <div className="grid gap-4">
        <div className="grid gap-3 rounded-xl border border-border bg-card p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_auto_auto_auto] lg:items-end">
          <SearchField
            id={`${id}-q`}
            label="Search suppliers"
            placeholder="Name or code"
            maxLength={100}
            value={state.q}
            onSearch={(q) => update({ q })}
            className="grid gap-2 sm:col-span-2 lg:col-span-1"
          />
          <DateRangeFields
            id={`${id}-period`}
            value={{ from: query.from ?? null, to: query.to ?? null }}
            onChange={(patch) => update(patch)}
          />
          <ClearFiltersButton
            className="sm:col-span-2 lg:col-span-1"
            disabled={!state.q && !state.from && !state.to}
            onClear={() => update({ q: '', from: null, to: null })}
          />
        </div>

        {list.isError && !list.data ? (
          <LoadError error={list.error} fallback="Supplier performance could not be loaded." onRetry={() => void list.refetch()} />
        ) : !list.data ? (
          <TableLoading label="Loading supplier performance" />
        ) : (
          <>
            <section aria-label="Network">
              <h2 className="mb-2 text-lg font-semibold">All suppliers</h2>
              <PerformanceFigures figures={list.data.network} />
            </section>
            {list.data.items.length === 0 ? (
              <TableEmpty>{state.q ? 'No supplier matches this search.' : 'No supplier yet.'}</TableEmpty>
            ) : (
              <>
                <SectionCard title="Spend">
                  <PerformanceSpendChart rows={list.data.items} />
                  {list.data.items.every((r) => r.spendCentavos === 0) ? (
                    <p className="text-sm text-muted-foreground">No goods received from these suppliers in the period.</p>
                  ) : null}
                </SectionCard>
                <ListCount total={list.data.total} noun={['supplier', 'suppliers']} suffix=", by name" />
                <PerformanceTable rows={list.data.items} busy={list.isFetching && list.isPlaceholderData} />
              </>
            )}
            <ListPagination
              page={state.page}
              total={list.data.total}
              pageSize={PERFORMANCE_PAGE_SIZE}
              empty={list.data.items.length === 0}
              onPage={setPage}
              busy={list.isFetching}
            />
          </>
        )}
      </div>
    </section>
  );
}
