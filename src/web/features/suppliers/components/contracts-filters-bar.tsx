import { useId } from 'react';
import { CONTRACT_EXPIRY_WARNING_DAYS, CONTRACT_STATUSES, CONTRACT_STATUS_LABELS } from '../../../../shared/suppliers.contracts';
import { FilterCard, FilterCheckboxRow, FilterSearchField } from '../../../components/data-table/filter-bar';
import { labelledOptions } from '../../../components/form/select-options';
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
  return (
    <FilterCard label="Contract filters">
      <div
        className={
          fixedSupplier ? 'grid gap-3 sm:grid-cols-2' : 'grid gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)_minmax(0,1fr)]'
        }
      >
        <FilterSearchField
          id={`${id}-search`}
          label="Search contracts"
          placeholder="Number or title"
          maxLength={100}
          value={state.search}
          onSearch={(search) => onChange({ search })}
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
          options={labelledOptions(CONTRACT_STATUSES, CONTRACT_STATUS_LABELS)}
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
    </FilterCard>
  );
}
