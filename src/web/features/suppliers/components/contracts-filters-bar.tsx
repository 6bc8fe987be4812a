import { useEffect, useId, useRef } from 'react';
import { CONTRACT_EXPIRY_WARNING_DAYS, CONTRACT_STATUSES, CONTRACT_STATUS_LABELS } from '../../../../shared/suppliers.contracts';
import { FilterCheckboxRow } from '../../../components/data-table/filter-bar';
import { SearchField } from '../../../components/search-field';
import { FilterSelect } from '../../../components/ui/filter-select';
import { hasContractFilters, type ContractListState } from '../supplier-filters';
import { SupplierPicker } from '../../../components/supplier-picker';

/** Search, supplier (unless the list is one supplier's), status and "Ending within 30 days". */
export function ContractsFiltersBar({
  state,
  onChange,
  fixedSupplier = false,
}: {
  state: ContractListState;
  onChange: (patch: Partial<ContractListState>) => void;
  fixedSupplier?: boolean;
}) {
  const id = useId();
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  });
  return (
    <div className="grid gap-3 rounded-xl border border-border bg-card p-4 shadow-sm" role="search" aria-label="Contract filters">
      <div
        className={
          fixedSupplier ? 'grid gap-3 sm:grid-cols-2' : 'grid gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)_minmax(0,1fr)]'
        }
      >
        <SearchField
          id={`${id}-search`}
          label="Search contracts"
          placeholder="Number or title"
          maxLength={100}
          value={state.search}
          onSearch={(search) => latest.current({ search })}
          landmark={false}
        />
        {fixedSupplier ? null : (
          <SupplierPicker
            className="grid gap-2 sm:col-span-2 sm:grid-cols-2 lg:col-span-1"
            emptyLabel="All suppliers"
            value={state.supplier}
            onChange={(supplier) => onChange({ supplier })}
          />
        )}
        <FilterSelect
          className="grid content-start gap-2"
          id={`${id}-status`}
          label="Status"
          allLabel="All statuses"
          value={state.status}
          options={CONTRACT_STATUSES.map((s) => ({ value: s, label: CONTRACT_STATUS_LABELS[s] }))}
          onChange={(status) => onChange({ status })}
        />
      </div>
      <FilterCheckboxRow
        className="flex min-h-9 flex-wrap items-center justify-between gap-3"
        label={`Ending within ${CONTRACT_EXPIRY_WARNING_DAYS} days`}
        checked={state.ending}
        onCheckedChange={(ending) => onChange({ ending })}
        showClear={hasContractFilters({ ...state, supplier: fixedSupplier ? null : state.supplier })}
        onClear={() => onChange({ search: '', status: null, ending: false, ...(fixedSupplier ? {} : { supplier: null }) })}
      />
    </div>
  );
}
