import { useId } from 'react';
import {
  MARKETING_ASSET_STATUSES,
  MARKETING_SORTS,
  MARKETING_SORT_LABELS,
  MARKETING_STATUS_LABELS,
} from '../../../../shared/marketing.contracts';
import { FilterSelect } from '../../../components/ui/filter-select';
import { Label } from '../../../components/ui/label';
import { Select } from '../../../components/ui/select';
import { useMarketingBrands } from '../get-marketing-brands';
import { hasManagementFilters, type ManagementState } from '../marketing-filters';
import { AssetSearchFields } from './asset-search-fields';

/** Head office's filters: search, type, category, brand (or "All brands" assets), status and the order. */
export function ManagementFiltersBar({ state, onChange }: { state: ManagementState; onChange: (patch: Partial<ManagementState>) => void }) {
  const id = useId();
  const brands = useMarketingBrands();
  const brandOptions = [
    { value: 'all', label: 'For all brands' },
    ...(brands.data?.items ?? []).map((b) => ({ value: b.id, label: b.name })),
  ];
  return (
    <AssetSearchFields
      state={state}
      onChange={onChange}
      filtered={hasManagementFilters(state)}
      onClear={() => onChange({ search: '', type: null, category: null, brand: null, status: null })}
      gridClassName="grid grid-cols-2 gap-3 lg:grid-cols-3"
      afterSearch={
        <FilterSelect
          id={`${id}-brand`}
          label="Brand"
          allLabel="Any brand"
          value={state.brand}
          options={brandOptions}
          onChange={(brand) => onChange({ brand })}
        />
      }
    >
      <FilterSelect
        id={`${id}-status`}
        label="Status"
        allLabel="All statuses"
        value={state.status}
        options={MARKETING_ASSET_STATUSES.map((s) => ({ value: s, label: MARKETING_STATUS_LABELS[s] }))}
        onChange={(status) => onChange({ status })}
      />
      <div className="grid gap-2">
        <Label htmlFor={`${id}-sort`}>Sort by</Label>
        <Select id={`${id}-sort`} value={state.sort} onChange={(e) => onChange({ sort: e.target.value as ManagementState['sort'] })}>
          {MARKETING_SORTS.map((s) => (
            <option key={s} value={s}>
              {MARKETING_SORT_LABELS[s]}
            </option>
          ))}
        </Select>
      </div>
    </AssetSearchFields>
  );
}
