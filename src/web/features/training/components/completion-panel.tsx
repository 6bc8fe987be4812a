import { AlertTriangle } from 'lucide-react';
import type { LocationCompletion, PersonCompletion } from '../../../../shared/training.contracts';
import { formatCalendarDate, formatDate } from '../../../../shared/time';
import {
  ClearFiltersButton,
  DataTable,
  ExportCsvButton,
  fetchAllPages,
  type CsvColumn,
  type DataTableColumn,
} from '../../../components/data-table';
import { ListCount } from '../../../components/data-table/list-count';
import { ListQueryBody } from '../../../components/data-table/list-query-body';
import { SearchField } from '../../../components/search-field';
import { FilterSelect } from '../../../components/ui/filter-select';
import { Label } from '../../../components/ui/label';
import { Select } from '../../../components/ui/select';
import { PILL_TONES, StatusPill } from '../../../components/ui/status-pill';
import { getLocationReport, getPeopleReport, useLocationReport, usePeopleReport } from '../get-completion-report';
import { usePrograms } from '../get-programs';
import {
  COMPLETION_VIEWS,
  COMPLETION_VIEW_LABELS,
  hasReportFilters,
  REPORT_PAGE_SIZE,
  reportQuery,
  type CompletionView,
  type ManagementState,
} from '../management-filters';
import { ProgressBar } from './progress-bar';

type Row = LocationCompletion | PersonCompletion;
const isLocation = (r: Row): r is LocationCompletion => 'locationId' in r;

const progressColumns: DataTableColumn<Row>[] = [
  {
    id: 'program',
    header: 'Programme',
    meta: { className: 'md:min-w-40' },
    cell: ({ row: { original: r } }) => (
      <div className="grid">
        <span>{r.programTitle}</span>
        <span className="text-xs text-muted-foreground">{r.brandName}</span>
      </div>
    ),
  },
  {
    id: 'progress',
    header: 'Progress',
    meta: { className: 'md:min-w-48' },
    cell: ({ row: { original: r } }) => (
      <div className="grid gap-1">
        <ProgressBar
          percent={r.percent}
          tone={r.completedAt ? 'good' : r.overdue ? 'bad' : 'primary'}
          label={`Progress of ${isLocation(r) ? r.locationName : r.fullName} in ${r.programTitle}`}
        />
        <span className="text-xs text-muted-foreground">
          {r.modulesCompleted} of {r.modulesTotal} modules{r.firstSeenAt ? '' : ' · not started'}
        </span>
      </div>
    ),
  },
  {
    id: 'due',
    header: 'Due',
    meta: { className: 'whitespace-nowrap' },
    cell: ({ row: { original: r } }) =>
      r.completedAt ? (
        <StatusPill status="completed" label={`Completed ${formatDate(r.completedAt)}`} tone={PILL_TONES.good} />
      ) : r.overdue ? (
        <span className="grid justify-items-start gap-1">
          <StatusPill
            status="overdue"
            tone={PILL_TONES.bad}
            label={
              <span className="inline-flex items-center gap-1">
                <AlertTriangle aria-hidden className="size-3.5" />
                Overdue
              </span>
            }
          />
          <span className="text-xs text-muted-foreground">was due {formatCalendarDate(r.dueOn)}</span>
        </span>
      ) : (
        <span>{formatCalendarDate(r.dueOn)}</span>
      ),
  },
];

const locationColumns: DataTableColumn<Row>[] = [
  {
    id: 'who',
    header: 'Location',
    meta: { cardLabel: false, className: 'md:min-w-40' },
    cell: ({ row: { original: r } }) =>
      isLocation(r) ? (
        <div className="grid">
          <span className="font-medium">{r.locationName}</span>
          <span className="text-xs text-muted-foreground">
            <span className="font-mono">{r.locationCode}</span> · {r.ownerName ?? 'No owner'}
          </span>
        </div>
      ) : null,
  },
  ...progressColumns,
];

const personColumns: DataTableColumn<Row>[] = [
  {
    id: 'who',
    header: 'Person',
    meta: { cardLabel: false, className: 'md:min-w-40' },
    cell: ({ row: { original: r } }) =>
      isLocation(r) ? null : (
        <div className="grid min-w-0">
          <span className="font-medium">{r.fullName}</span>
          <span className="break-all text-xs text-muted-foreground">{r.email}</span>
          {r.locationNames.length > 0 ? <span className="text-xs text-muted-foreground">{r.locationNames.join(', ')}</span> : null}
        </div>
      ),
  },
  ...progressColumns,
  {
    id: 'attempts',
    header: 'Quiz attempts',
    meta: { className: 'whitespace-nowrap' },
    cell: ({ row: { original: r } }) =>
      isLocation(r) ? null : (
        <span className="tabular-nums" data-testid="quiz-attempts">
          {r.quizAttempts}
          <span className="text-xs text-muted-foreground"> · {r.quizAttemptsToday} today</span>
        </span>
      ),
  },
];

const progressCsv: CsvColumn<Row>[] = [
  { header: 'Brand', value: (r) => r.brandName },
  { header: 'Programme', value: (r) => r.programTitle },
  { header: 'Percent', value: (r) => r.percent },
  { header: 'Modules completed', value: (r) => r.modulesCompleted },
  { header: 'Modules total', value: (r) => r.modulesTotal },
  { header: 'First opened', value: (r) => r.firstSeenAt ?? '' },
  { header: 'Completed', value: (r) => r.completedAt ?? '' },
  { header: 'Due on', value: (r) => r.dueOn },
  { header: 'Overdue', value: (r) => (r.overdue ? 'yes' : 'no') },
];
const locationCsv: CsvColumn<Row>[] = [
  { header: 'Location code', value: (r) => (isLocation(r) ? r.locationCode : '') },
  { header: 'Location', value: (r) => (isLocation(r) ? r.locationName : '') },
  { header: 'Owner', value: (r) => (isLocation(r) ? (r.ownerName ?? '') : '') },
  ...progressCsv,
];
const personCsv: CsvColumn<Row>[] = [
  { header: 'Name', value: (r) => (isLocation(r) ? '' : r.fullName) },
  { header: 'Email', value: (r) => (isLocation(r) ? '' : r.email) },
  { header: 'Locations', value: (r) => (isLocation(r) ? '' : r.locationNames.join('; ')) },
  ...progressCsv,
  { header: 'Quiz attempts', value: (r) => (isLocation(r) ? '' : r.quizAttempts) },
  { header: 'Quiz attempts today', value: (r) => (isLocation(r) ? '' : r.quizAttemptsToday) },
];

/**
 * Completion per location (its owner's progress) or per person, for every published programme: filters by brand,
 * programme and overdue in the URL; overdue rows are flagged; the filtered set exports as CSV.
 */
export function CompletionPanel({
  state,
  onChange,
  onPage,
  brands,
}: {
  state: ManagementState;
  onChange: (patch: Partial<ManagementState>) => void;
  onPage: (page: number) => void;
  brands: { id: string; name: string }[];
}) {
  const query = reportQuery(state);
  const byLocation = useLocationReport(query, state.view === 'locations');
  const byPerson = usePeopleReport(query, state.view === 'people');
  const list = state.view === 'locations' ? byLocation : byPerson;
  const programs = usePrograms({ brandId: state.brand ?? undefined, status: 'published', limit: 100 });

  const exportRows = () =>
    fetchAllPages<Row>((limit, offset) => {
      const q = { ...reportQuery(state, 1, limit), offset };
      return state.view === 'locations' ? getLocationReport(q) : getPeopleReport(q);
    });

  return (
    <div className="grid gap-4">
      <div className="grid items-end gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <div className="grid gap-2">
          <Label htmlFor="training-report-view">Show</Label>
          <Select id="training-report-view" value={state.view} onChange={(e) => onChange({ view: e.target.value as CompletionView })}>
            {COMPLETION_VIEWS.map((v) => (
              <option key={v} value={v}>
                {COMPLETION_VIEW_LABELS[v]}
              </option>
            ))}
          </Select>
        </div>
        <SearchField
          id="training-report-search"
          label="Search"
          placeholder={state.view === 'locations' ? 'Location or owner' : 'Name or email'}
          maxLength={100}
          value={state.search}
          onSearch={(search) => onChange({ search })}
        />
        <FilterSelect
          id="training-report-brand"
          label="Brand"
          allLabel="All brands"
          value={state.brand}
          options={brands.map((b) => ({ value: b.id, label: b.name }))}
          onChange={(brand) => onChange({ brand, program: null })}
        />
        <FilterSelect
          id="training-report-program"
          label="Programme"
          allLabel="All programmes"
          value={state.program}
          options={(programs.data?.items ?? []).map((p) => ({ value: p.id, label: p.title }))}
          onChange={(program) => onChange({ program })}
        />
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <label className="inline-flex cursor-pointer items-center gap-2 text-sm font-medium">
          <input
            type="checkbox"
            className="size-4 accent-primary"
            checked={state.overdue}
            onChange={(e) => onChange({ overdue: e.target.checked })}
          />
          Overdue only
        </label>
        <div className="flex flex-wrap items-center gap-2">
          <ClearFiltersButton
            size="sm"
            hidden={!hasReportFilters(state)}
            onClear={() => onChange({ search: '', brand: null, program: null, overdue: false })}
          />
          <ExportCsvButton<Row>
            filename={`training-completion-${state.view}.csv`}
            columns={state.view === 'locations' ? locationCsv : personCsv}
            rows={exportRows}
          />
        </div>
      </div>
      <ListQueryBody<{ items: Row[]; total: number }>
        query={list}
        loadingLabel="Loading completion"
        errorFallback="Training completion could not be loaded."
        filtered={hasReportFilters(state)}
        noMatches="Nobody matches these filters."
        noneYet="No published programme has learners yet."
        page={state.page}
        pageSize={REPORT_PAGE_SIZE}
        onPage={onPage}
        summary={({ total, busy }) => <ListCount total={total} busy={busy} noun={['row', 'rows']} testId="training-report-summary" />}
      >
        {(items) => (
          <DataTable<Row>
            stacked
            scroll
            caption={state.view === 'locations' ? 'Training completion per location' : 'Training completion per person'}
            columns={state.view === 'locations' ? locationColumns : personColumns}
            data={items}
            getRowId={(r) => `${isLocation(r) ? r.locationId : r.userId}:${r.programId}`}
            rowHeader="who"
            busy={list.isPlaceholderData}
            rowProps={(r) => ({
              'data-testid': 'training-report-row',
              'data-overdue': r.overdue ? 'true' : undefined,
              className: r.overdue && !r.completedAt ? 'bg-red-50/70 dark:bg-red-950/30' : undefined,
            })}
          />
        )}
      </ListQueryBody>
    </div>
  );
}
