import { useState } from 'react';
import { Link } from 'react-router';
import { Plus } from 'lucide-react';
import { TRAINING_PROGRAM_STATUSES, TRAINING_PROGRAM_STATUS_LABELS, type ProgramSummary } from '../../../../shared/training.contracts';
import { paths } from '../../../../shared/routes';
import { formatDate } from '../../../../shared/time';
import { ClearFiltersButton, DataTable, type DataTableColumn } from '../../../components/data-table';
import { ListCount } from '../../../components/data-table/list-count';
import { ListQueryBody } from '../../../components/data-table/list-query-body';
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
      <ListQueryBody
        query={list}
        loadingLabel="Loading programmes"
        errorFallback="Programmes could not be loaded."
        filtered={hasProgramFilters(state)}
        noMatches="No programmes match these filters."
        noneYet="No training programmes yet."
        page={state.page}
        pageSize={PROGRAMS_PAGE_SIZE}
        onPage={onPage}
        summary={({ total, busy }) => (
          <ListCount total={total} busy={busy} noun={['programme', 'programmes']} testId="training-programs-summary" />
        )}
        actions={
          canWrite ? (
            <Button onClick={() => setCreating(true)}>
              <Plus aria-hidden />
              New programme
            </Button>
          ) : null
        }
      >
        {(items) => (
          <DataTable
            stacked
            caption="Training programmes"
            columns={columns}
            data={items}
            getRowId={(p) => p.id}
            rowHeader="title"
            busy={list.isPlaceholderData}
            rowProps={(p) => ({ 'data-testid': 'training-program-row', 'data-title': p.title })}
          />
        )}
      </ListQueryBody>
      {canWrite ? <ProgramCreateDialog open={creating} brands={brands} onClose={() => setCreating(false)} /> : null}
    </div>
  );
}
