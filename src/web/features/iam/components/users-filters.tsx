import { useId } from 'react';
import { PROFILE_STATUSES, ROLE_LABELS, ROLES } from '../../../../shared/roles';
import { SearchField } from '../../../components/search-field';
import { ClearFiltersButton } from '../../../components/data-table/filter-bar';
import { labelledOptions } from '../../../components/form/select-options';
import { FilterSelect } from '../../../components/ui/filter-select';
import { useAllLocations } from '../../../lib/queries/get-locations';
import { NO_USER_FILTERS, type UserFilters } from '../../../lib/filters/iam-filters';
import { STATUS_LABELS } from './badges';
import { refilter } from '../../../lib/filters/refilter';

/** Search (name or e-mail, applied as you type), role, status and location; every change goes back to page 1. */
export function UsersFilters({ filters, onChange }: { filters: UserFilters; onChange: (f: UserFilters) => void }) {
  const id = useId();
  const locations = useAllLocations();
  const set = refilter(filters, onChange);
  const active = filters.search || filters.role || filters.status || filters.locationId;

  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))_auto] lg:items-end">
      <SearchField
        id={`${id}-q`}
        label="Search users"
        placeholder="Name or e-mail"
        maxLength={100}
        value={filters.search}
        onSearch={(search) => set({ search })}
        className="col-span-2 grid gap-2 lg:col-span-1"
      />
      <FilterSelect
        id={`${id}-role`}
        label="Role"
        allLabel="All roles"
        value={filters.role}
        onChange={(role) => set({ role })}
        options={labelledOptions(ROLES, ROLE_LABELS)}
      />
      <FilterSelect
        id={`${id}-status`}
        label="Status"
        allLabel="All statuses"
        value={filters.status}
        onChange={(status) => set({ status })}
        options={labelledOptions(PROFILE_STATUSES, STATUS_LABELS)}
      />
      <FilterSelect
        id={`${id}-location`}
        label="Location"
        allLabel="All locations"
        value={filters.locationId}
        onChange={(locationId) => set({ locationId })}
        options={(locations.data ?? []).map((l) => ({ value: l.id, label: `${l.code} · ${l.name}` }))}
        className="col-span-2 grid gap-2 sm:col-span-1"
      />
      <ClearFiltersButton className="justify-self-start" hidden={!active} onClear={() => onChange(NO_USER_FILTERS)} />
    </div>
  );
}
