import { useState } from 'react';
import { Link } from 'react-router';
import { Plus } from 'lucide-react';
import { TRAINING_PROGRAM_STATUSES, TRAINING_PROGRAM_STATUS_LABELS, type ProgramSummary } from '../../../../shared/training.contracts';
import { paths } from '../../../../shared/routes';
import { formatDate } from '../../../../shared/time';
import {
  ClearFiltersButton,
  DataTable,
  ListPagination,
  TableEmpty,
  TableLoading,
  type DataTableColumn,
} from '../../../components/data-table';
import { LoadError } from '../../../components/feedback/load-error';
import { SearchField } from '../../../components/search-field';
import { Button } from '../../../components/ui/button';
import { FilterSelect } from '../../../components/ui/filter-select';
import { usePrograms } from '../get-programs';
import { hasProgramFilters, programListQuery, PROGRAMS_PAGE_SIZE, type ManagementState } from '../management-filters';
import { ProgramCreateDialog } from './program-create-dialog';
import { ProgramStatusPill } from './program-status-pill';

const columns: DataTableColumn<ProgramSummary>[] = [
  {
    id: 'title',
    header: 'Programme',
    meta: { cardLabel: false, cardClassName: 'max-md:col-span-1' },
    cell: ({ row: { original: p } }) => (
      <div className="grid min-w-0">
        <Link to={paths.trainingProgram(p.id)} className="font-medium text-primary underline-offset-4 hover:underline">
          {p.title}
        </Link>
        {p.description ? <span className="line-clamp-1 text-xs text-muted-foreground">{p.description}</span> : null}
      </div>
    ),
  },
  { id: 'brand', header: 'Brand', cell: ({ row: { original: p } }) => p.brandName },
  {
    id: 'status',
    header: 'Status',
    meta: { cardLabel: false, cardClassName: 'max-md:col-span-1 max-md:col-start-2 max-md:row-start-1 max-md:text-right' },
    cell: ({ row: { original: p } }) => <ProgramStatusPill status={p.status} />,
  },
  {
    id: 'modules',
    header: 'Modules',
    meta: { className: 'tabular-nums' },
    cell: ({ row: { original: p } }) => (
      <span>
        {p.moduleCount} <span className="text-muted-foreground">({p.lessonCount} lessons)</span>
      </span>
    ),
  },
  {
    id: 'learners',
    header: 'Completed',
    meta: { className: 'tabular-nums' },
    cell: ({ row: { original: p } }) => (
      <span>
        {p.completedCount} of {p.enrolledCount} learners
      </span>
    ),
  },
  {
    id: 'updated',
    header: 'Updated',
    meta: { className: 'whitespace-nowrap' },
    cell: ({ row: { original: p } }) => formatDate(p.updatedAt),
  },
];

/** The programmes of every brand with filters in the URL; head office creates new drafts here. */
export function ProgramsPanel({
  state,
  onChange,
  onPage,
  canWrite,
  brands,
}: {
  state: ManagementState;
  onChange: (patch: Partial<ManagementState>) => void;
  onPage: (page: number) => void;
  canWrite: boolean;
  brands: { id: string; name: string }[];
}) {
  const list = usePrograms(programListQuery(state));
  const [creating, setCreating] = useState(false);
  return (
    <div className="grid gap-4">
      <div className="grid items-end gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto]">
        <SearchField
          id="training-programs-search"
          label="Search"
          placeholder="Programme title"
          maxLength={100}
          value={state.search}
          onSearch={(search) => onChange({ search })}
        />
        <FilterSelect
          id="training-programs-brand"
          label="Brand"
          allLabel="All brands"
          value={state.brand}
          options={brands.map((b) => ({ value: b.id, label: b.name }))}
          onChange={(brand) => onChange({ brand })}
        />
        <FilterSelect
          id="training-programs-status"
          label="Status"
          allLabel="All statuses"
          value={state.status}
          options={TRAINING_PROGRAM_STATUSES.map((s) => ({ value: s, label: TRAINING_PROGRAM_STATUS_LABELS[s] }))}
          onChange={(status) => onChange({ status })}
        />
        <ClearFiltersButton hidden={!hasProgramFilters(state)} onClear={() => onChange({ search: '', brand: null, status: null })} />
      </div>
      {list.isPending ? (
        <TableLoading label="Loading programmes" />
      ) : list.isError && !list.data ? (
        <LoadError error={list.error} fallback="Programmes could not be loaded." onRetry={() => void list.refetch()} />
      ) : (
        <>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-muted-foreground" aria-live="polite" data-testid="training-programs-summary">
              {list.isPlaceholderData ? 'Updating…' : `${list.data.total} ${list.data.total === 1 ? 'programme' : 'programmes'}`}
            </p>
            {canWrite ? (
              <Button onClick={() => setCreating(true)}>
                <Plus aria-hidden />
                New programme
              </Button>
            ) : null}
          </div>
          {list.data.items.length === 0 ? (
            <TableEmpty>{hasProgramFilters(state) ? 'No programmes match these filters.' : 'No training programmes yet.'}</TableEmpty>
          ) : (
            <DataTable
              stacked
              caption="Training programmes"
              columns={columns}
              data={list.data.items}
              getRowId={(p) => p.id}
              rowHeader="title"
              busy={list.isPlaceholderData}
              rowProps={(p) => ({ 'data-testid': 'training-program-row', 'data-title': p.title })}
            />
          )}
          <ListPagination
            page={state.page}
            total={list.data.total}
            pageSize={PROGRAMS_PAGE_SIZE}
            empty={list.data.items.length === 0}
            onPage={onPage}
            busy={list.isPlaceholderData}
          />
        </>
      )}
      {canWrite ? <ProgramCreateDialog open={creating} brands={brands} onClose={() => setCreating(false)} /> : null}
    </div>
  );
}
