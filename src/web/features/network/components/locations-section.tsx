import { useId, useState } from 'react';
import { History, Pencil, Plus } from 'lucide-react';
import { LOCATION_STATUS_LABELS, LOCATION_STATUSES, type Location } from '../../../../shared/network.contracts';
import { SearchField } from '../../../components/search-field';
import { Alert, AlertDescription } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ClearFiltersButton } from '../../../components/data-table/filter-bar';
import { labelledOptions } from '../../../components/form/select-options';
import { FilterSelect } from '../../../components/ui/filter-select';
import { errorMessage } from '../../../lib/api-client';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { ListPagination } from '../../../components/data-table/pagination';
import { TableEmpty, TableLoading } from '../../../components/data-table/table-states';
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
import { refilter } from '../../../lib/filters/refilter';

function locationColumns({
  canWrite,
  onEdit,
  onStatus,
}: {
  canWrite: boolean;
  onEdit: (l: Location) => void;
  onStatus: (l: Location) => void;
}): DataTableColumn<Location>[] {
  return [
    {
      id: 'location',
      header: 'Location',
      cell: ({ row: { original: l } }) => (
        <>
          <span className="block font-medium">{l.name}</span>
          <span className="font-mono text-xs text-muted-foreground">{l.code}</span>
        </>
      ),
      meta: { cardLabel: false, cardClassName: 'max-md:col-span-1' },
    },
    {
      id: 'brand',
      header: 'Brand',
      cell: ({ row: { original: l } }) => l.brandName,
      meta: { cardLabel: false, cardClassName: 'max-md:text-muted-foreground' },
    },
    {
      id: 'owner',
      header: 'Owner',
      cell: ({ row: { original: l } }) => l.ownerName ?? l.ownerEmail ?? <span className="text-muted-foreground">No owner</span>,
    },
    {
      id: 'city',
      header: 'City',
      cell: ({ row: { original: l } }) => (
        <>
          {l.city}
          <span className="block text-xs text-muted-foreground">{l.province}</span>
        </>
      ),
      meta: { cardLabel: false, cardClassName: 'max-md:text-muted-foreground' },
    },
    {
      id: 'status',
      header: 'Status',
      cell: ({ row: { original: l } }) => <LocationStatusBadge status={l.status} />,
      // Below md the status sits beside the location's name.
      meta: { cardLabel: false, cardClassName: 'max-md:col-span-1 max-md:col-start-2 max-md:row-start-1 max-md:text-right' },
    },
    {
      id: 'actions',
      header: () => <span className="sr-only">Actions</span>,
      cell: ({ row: { original: l } }) => (
        <div className="flex flex-wrap gap-1 md:justify-end">
          {canWrite ? (
            <Button variant="ghost" size="sm" onClick={() => onEdit(l)} aria-label={`Edit ${l.name}`}>
              <Pencil aria-hidden />
              Edit
            </Button>
          ) : null}
          <Button
            variant="ghost"
            size="sm"
            onClick={() => onStatus(l)}
            aria-label={`${canWrite ? 'Change status of' : 'Status history of'} ${l.name}`}
          >
            <History aria-hidden />
            {canWrite ? 'Status' : 'History'}
          </Button>
        </div>
      ),
      meta: { className: 'text-right', cardLabel: false, cardClassName: 'max-md:text-left' },
    },
  ];
}

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
    body = <TableLoading label="Loading locations" rows={4} />;
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
          <TableEmpty>{hasLocationFilters(filters) ? 'No locations match these filters.' : 'No locations yet.'}</TableEmpty>
        ) : (
          <DataTable
            caption="Locations"
            columns={locationColumns({ canWrite, onEdit: (location) => setEditing({ location }), onStatus: setStatusOf })}
            data={items}
            getRowId={(l) => l.id}
            busy={list.isPlaceholderData}
            stacked
            scroll
            rowProps={(l) => ({ 'data-testid': 'location-row', 'data-code': l.code, className: 'max-md:grid-cols-[minmax(0,1fr)_auto]' })}
          />
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
  const set = refilter(filters, onChange);
  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto] lg:items-end">
      <SearchField
        id={`${id}-q`}
        label="Search locations"
        placeholder="Code, name or city"
        maxLength={100}
        value={filters.search}
        onSearch={(search) => set({ search })}
        className="grid gap-2 sm:col-span-2 lg:col-span-1"
      />
      <FilterSelect
        id={`${id}-brand`}
        label="Brand"
        allLabel="All brands"
        value={filters.brandId}
        onChange={(brandId) => set({ brandId })}
        options={(brands.data ?? []).map((b) => ({ value: b.id, label: b.name }))}
      />
      <FilterSelect
        id={`${id}-status`}
        label="Status"
        allLabel="All statuses"
        value={filters.status}
        onChange={(status) => set({ status })}
        options={labelledOptions(LOCATION_STATUSES, LOCATION_STATUS_LABELS)}
      />
      <ClearFiltersButton
        className="justify-self-start"
        hidden={!hasLocationFilters(filters)}
        onClear={() => onChange(NO_LOCATION_FILTERS)}
      />
    </div>
  );
}
