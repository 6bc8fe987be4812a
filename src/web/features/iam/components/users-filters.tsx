import { useId } from 'react';
import { X } from 'lucide-react';
import { PROFILE_STATUSES, ROLE_LABELS, ROLES } from '../../../../shared/roles';
import { SearchField } from '../../../components/search-field';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { Select } from '../../../components/ui/select';
import { useAllLocations } from '../../network/get-locations';
import { NO_USER_FILTERS, type UserFilters } from '../iam-search';
import { STATUS_LABELS } from './badges';

/** Search (name or e-mail, applied as you type), role, status and location; every change goes back to page 1. */
export function UsersFilters({ filters, onChange }: { filters: UserFilters; onChange: (f: UserFilters) => void }) {
  const id = useId();
  const locations = useAllLocations();
  const active = filters.search || filters.role || filters.status || filters.locationId;

  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))_auto] lg:items-end">
      <SearchField
        id={`${id}-q`}
        label="Search users"
        placeholder="Name or e-mail"
        maxLength={100}
        value={filters.search}
        onSearch={(search) => onChange({ ...filters, search, page: 1 })}
        className="col-span-2 grid gap-2 lg:col-span-1"
      />
      <div className="grid gap-2">
        <Label htmlFor={`${id}-role`}>Role</Label>
        <Select id={`${id}-role`} value={filters.role ?? ''} onChange={(e) => onChange({ ...filters, role: (e.target.value || null) as UserFilters['role'], page: 1 })}>
          <option value="">All roles</option>
          {ROLES.map((r) => (
            <option key={r} value={r}>
              {ROLE_LABELS[r]}
            </option>
          ))}
        </Select>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-status`}>Status</Label>
        <Select
          id={`${id}-status`}
          value={filters.status ?? ''}
          onChange={(e) => onChange({ ...filters, status: (e.target.value || null) as UserFilters['status'], page: 1 })}
        >
          <option value="">All statuses</option>
          {PROFILE_STATUSES.map((s) => (
            <option key={s} value={s}>
              {STATUS_LABELS[s]}
            </option>
          ))}
        </Select>
      </div>
      <div className="col-span-2 grid gap-2 sm:col-span-1">
        <Label htmlFor={`${id}-location`}>Location</Label>
        <Select id={`${id}-location`} value={filters.locationId ?? ''} onChange={(e) => onChange({ ...filters, locationId: e.target.value || null, page: 1 })}>
          <option value="">All locations</option>
          {(locations.data ?? []).map((l) => (
            <option key={l.id} value={l.id}>
              {l.code} · {l.name}
            </option>
          ))}
        </Select>
      </div>
      {active ? (
        <Button variant="ghost" className="justify-self-start" onClick={() => onChange(NO_USER_FILTERS)}>
          <X aria-hidden />
          Clear filters
        </Button>
      ) : null}
    </div>
  );
}
