import { useId, useState } from 'react';
import { History, Pencil, Plus, X } from 'lucide-react';
import { LOCATION_STATUS_LABELS, LOCATION_STATUSES, type Location } from '../../../../shared/network.contracts';
import { SearchField } from '../../../components/search-field';
import { Alert, AlertDescription } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FilterSelect } from '../../../components/ui/filter-select';
import { errorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { ListPagination } from '../../../components/data-table/pagination';
import { useBrands } from '../get-brands';
import { useLocationList } from '../../../lib/queries/get-locations';
import {
  hasLocationFilters,
  LOCATIONS_PAGE_SIZE,
  NO_LOCATION_FILTERS,
  type LocationListFilters,
} from '../../../lib/filters/location-filters';
import { LocationFormDialog } from './location-form-dialog';
import { LocationStatusBadge } from './location-status-badge';
import { LocationStatusDialog } from './location-status-dialog';

/** Locations: brand/status/search filters, one page of the table, create/edit and the status dialog. */
export function LocationsSection({
  filters,
  onChange,
  canWrite,
}: {
  filters: LocationListFilters;
  onChange: (f: LocationListFilters, replace: boolean) => void;
  canWrite: boolean;
}) {
  const list = useLocationList(filters);
  const [editing, setEditing] = useState<{ location: Location | null } | null>(null);
  const [statusOf, setStatusOf] = useState<Location | null>(null);

  let body;
  if (list.isPending) {
    body = (
      <div aria-busy="true" aria-label="Loading locations" className="grid gap-3">
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className="h-12 animate-pulse rounded-lg border border-border bg-muted" />
        ))}
      </div>
    );
  } else if (list.isError && !list.data) {
    body = (
      <Alert variant="destructive">
        <AlertDescription>{errorMessage(list.error, 'Locations could not be loaded.')}</AlertDescription>
      </Alert>
    );
  } else {
    const { items, total } = list.data;
    body = (
      <div className="grid gap-3" aria-busy={list.isPlaceholderData || undefined}>
        <p className="text-sm text-muted-foreground" aria-live="polite">
          <span className="font-medium text-foreground">{total}</span> {total === 1 ? 'location' : 'locations'}
        </p>
        {items.length === 0 ? (
          <div className="rounded-xl border border-dashed border-input bg-card px-6 py-10 text-center font-medium">
            {hasLocationFilters(filters) ? 'No locations match these filters.' : 'No locations yet.'}
          </div>
        ) : (
          <div
            className={cn(
              'md:overflow-x-auto md:rounded-xl md:border md:border-border md:bg-card md:shadow-sm',
              list.isPlaceholderData && 'opacity-60',
            )}
          >
            <table className="w-full text-sm max-md:block">
              <caption className="sr-only">Locations</caption>
              <thead className="bg-muted/60 text-left text-xs uppercase tracking-wide text-muted-foreground max-md:hidden">
                <tr>
                  <th scope="col" className="px-3 py-2 font-medium">
                    Location
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium">
                    Brand
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium">
                    Owner
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium">
                    City
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium">
                    Status
                  </th>
                  <th scope="col" className="px-3 py-2">
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody className="max-md:grid max-md:gap-3 md:divide-y md:divide-border">
                {items.map((l) => (
                  <tr
                    key={l.id}
                    data-testid="location-row"
                    data-code={l.code}
                    className="max-md:grid max-md:grid-cols-[minmax(0,1fr)_auto] max-md:gap-x-3 max-md:gap-y-1 max-md:rounded-xl max-md:border max-md:border-border max-md:bg-card max-md:p-4 max-md:shadow-sm"
                  >
                    <td className="px-3 py-3 max-md:p-0">
                      <span className="block font-medium">{l.name}</span>
                      <span className="font-mono text-xs text-muted-foreground">{l.code}</span>
                    </td>
                    <td className="px-3 py-3 max-md:col-span-2 max-md:p-0 max-md:text-muted-foreground">{l.brandName}</td>
                    <td className="px-3 py-3 max-md:col-span-2 max-md:p-0">
                      <span className="md:hidden text-muted-foreground">Owner: </span>
                      {l.ownerName ?? l.ownerEmail ?? <span className="text-muted-foreground">No owner</span>}
                    </td>
                    <td className="px-3 py-3 max-md:col-span-2 max-md:p-0 max-md:text-muted-foreground">
                      {l.city}
                      <span className="block text-xs text-muted-foreground">{l.province}</span>
                    </td>
                    <td className="px-3 py-3 max-md:col-start-2 max-md:row-start-1 max-md:p-0 max-md:text-right">
                      <LocationStatusBadge status={l.status} />
                    </td>
                    <td className="px-3 py-3 text-right max-md:col-span-2 max-md:p-0 max-md:text-left">
                      <div className="flex flex-wrap gap-1 md:justify-end">
                        {canWrite ? (
                          <Button variant="ghost" size="sm" onClick={() => setEditing({ location: l })} aria-label={`Edit ${l.name}`}>
                            <Pencil aria-hidden />
                            Edit
                          </Button>
                        ) : null}
                        <Button
                          variant="ghost"
                          size="sm"
                          onClick={() => setStatusOf(l)}
                          aria-label={`${canWrite ? 'Change status of' : 'Status history of'} ${l.name}`}
                        >
                          <History aria-hidden />
                          {canWrite ? 'Status' : 'History'}
                        </Button>
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <ListPagination
          page={filters.page}
          total={total}
          pageSize={LOCATIONS_PAGE_SIZE}
          empty={items.length === 0}
          onPage={(page) => onChange({ ...filters, page }, false)}
          busy={list.isPlaceholderData}
        />
      </div>
    );
  }

  return (
    <section aria-labelledby="locations-heading" className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="locations-heading" className="text-lg font-semibold">
          Locations
        </h2>
        {canWrite ? (
          <Button variant="outline" onClick={() => setEditing({ location: null })}>
            <Plus aria-hidden />
            New location
          </Button>
        ) : null}
      </div>
      <LocationFilters filters={filters} onChange={(f) => onChange(f, true)} />
      {body}
      {canWrite ? (
        <LocationFormDialog open={editing !== null} location={editing?.location ?? null} onClose={() => setEditing(null)} />
      ) : null}
      <LocationStatusDialog location={statusOf} canWrite={canWrite} onClose={() => setStatusOf(null)} />
    </section>
  );
}

function LocationFilters({ filters, onChange }: { filters: LocationListFilters; onChange: (f: LocationListFilters) => void }) {
  const id = useId();
  const brands = useBrands();
  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto] lg:items-end">
      <SearchField
        id={`${id}-q`}
        label="Search locations"
        placeholder="Code, name or city"
        maxLength={100}
        value={filters.search}
        onSearch={(search) => onChange({ ...filters, search, page: 1 })}
        className="grid gap-2 sm:col-span-2 lg:col-span-1"
      />
      <FilterSelect
        id={`${id}-brand`}
        label="Brand"
        allLabel="All brands"
        value={filters.brandId}
        onChange={(brandId) => onChange({ ...filters, brandId, page: 1 })}
        options={(brands.data ?? []).map((b) => ({ value: b.id, label: b.name }))}
      />
      <FilterSelect
        id={`${id}-status`}
        label="Status"
        allLabel="All statuses"
        value={filters.status}
        onChange={(status) => onChange({ ...filters, status, page: 1 })}
        options={LOCATION_STATUSES.map((s) => ({ value: s, label: LOCATION_STATUS_LABELS[s] }))}
      />
      {hasLocationFilters(filters) ? (
        <Button variant="ghost" className="justify-self-start" onClick={() => onChange(NO_LOCATION_FILTERS)}>
          <X aria-hidden />
          Clear filters
        </Button>
      ) : null}
    </div>
  );
}
