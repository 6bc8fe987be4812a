import { useId } from 'react';
import { Link } from 'react-router';
import { INVESTMENT_RANGE_LABELS, type ApplicationRow, type InvestmentRange } from '../../../../shared/applications.contracts';
import { PACKAGE_CODES, packageLabel } from '../../../../shared/packages';
import { paths } from '../../../../shared/routes';
import { formatDate } from '../../../../shared/time';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { ClearFiltersButton } from '../../../components/data-table/filter-bar';
import { ListQueryBody } from '../../../components/data-table/list-query-body';
import { SearchField } from '../../../components/search-field';
import { FilterSelect, byIdName } from '../../../components/ui/filter-select';
import { APPLICATION_PAGE_SIZE, applicationQuery, hasApplicationFilters, type ApplicationListState } from '../application-filters';
import { useApplicationBrands } from '../get-application-brands';
import { useApplications } from '../get-applications';
import { ApplicationStatusCounts } from './application-status-counts';
import { ApplicationStatusPill } from './application-status-pill';

/** The list's narrow form of an investment range; the detail page shows the full one. */
const INVESTMENT_SHORT: Record<InvestmentRange, string> = {
  '50k-120k': '₱50k–120k',
  '120k-250k': '₱120k–250k',
  '250k-500k': '₱250k–500k',
  '500k-plus': '₱500k+',
};

const COLUMNS: DataTableColumn<ApplicationRow>[] = [
  {
    id: 'reference',
    header: 'Reference',
    meta: { className: 'whitespace-nowrap', cardLabel: false, cardClassName: 'max-md:col-span-1' },
    cell: ({ row: { original: a } }) => (
      <Link to={paths.application(a.id)} className="font-mono text-sm font-medium text-primary underline-offset-4 hover:underline">
        {a.reference}
      </Link>
    ),
  },
  {
    id: 'status',
    header: 'Status',
    meta: { cardLabel: false, cardClassName: 'max-md:col-span-1 max-md:col-start-2 max-md:row-start-1 max-md:text-right' },
    cell: ({ row: { original: a } }) => <ApplicationStatusPill status={a.status} />,
  },
  {
    id: 'applicant',
    header: 'Applicant',
    meta: { className: 'md:min-w-40' },
    cell: ({ row: { original: a } }) => (
      <div className="grid min-w-0 gap-0.5">
        <span className="break-words font-medium">{a.fullName}</span>
        <span className="break-all text-xs text-muted-foreground">{a.email}</span>
      </div>
    ),
  },
  {
    // Brand and package share a column (package beneath): nine columns did not fit at 1280 px.
    id: 'brand',
    header: 'Brand · package',
    cell: ({ row: { original: a } }) => (
      <div className="grid gap-0.5">
        <span>{a.brandName}</span>
        <span className="whitespace-nowrap text-xs text-muted-foreground">{packageLabel(a.packageCode)}</span>
      </div>
    ),
  },
  {
    id: 'location',
    header: 'Preferred location',
    cell: ({ row: { original: a } }) => `${a.preferredCity}, ${a.preferredProvince}`,
  },
  {
    id: 'investment',
    header: 'Investment',
    meta: { className: 'whitespace-nowrap' },
    cell: ({ row: { original: a } }) => (
      <span title={INVESTMENT_RANGE_LABELS[a.investmentRange]}>{INVESTMENT_SHORT[a.investmentRange]}</span>
    ),
  },
  { id: 'documents', header: 'Files', meta: { className: 'tabular-nums' }, cell: ({ row: { original: a } }) => a.documentCount },
  {
    id: 'submitted',
    header: 'Submitted',
    meta: { className: 'whitespace-nowrap' },
    cell: ({ row: { original: a } }) => <time dateTime={a.submittedAt}>{formatDate(a.submittedAt)}</time>,
  },
];

/** Head office's applications: counts per status (the status filter), search, brand and package filters, paging. */
export function ApplicationsPanel({
  state,
  onChange,
  onPage,
}: {
  state: ApplicationListState;
  onChange: (patch: Partial<ApplicationListState>) => void;
  onPage: (page: number) => void;
}) {
  const id = useId();
  const list = useApplications(applicationQuery(state));
  const brands = useApplicationBrands().data ?? [];
  return (
    <div className="grid grid-cols-1 gap-4">
      <div className="grid gap-3 rounded-xl border border-border bg-card p-4 shadow-sm" role="search" aria-label="Application filters">
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_repeat(2,minmax(0,1fr))]">
          <SearchField
            id={`${id}-search`}
            label="Search applications"
            placeholder="Reference, name, e-mail or city"
            className="grid content-start gap-2 sm:col-span-2 lg:col-span-1"
            maxLength={100}
            value={state.q}
            onSearch={(q) => onChange({ q })}
            landmark={false}
          />
          <FilterSelect
            id={`${id}-brand`}
            label="Brand"
            allLabel="All brands"
            value={state.brand}
            options={byIdName(brands)}
            onChange={(brand) => onChange({ brand })}
          />
          <FilterSelect
            id={`${id}-package`}
            label="Package"
            allLabel="All packages"
            value={state.pkg}
            options={PACKAGE_CODES.map((c) => ({ value: c, label: packageLabel(c) }))}
            onChange={(pkg) => onChange({ pkg })}
          />
        </div>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <ApplicationStatusCounts counts={list.data?.counts} value={state.status} onChange={(status) => onChange({ status })} />
          <ClearFiltersButton
            size="sm"
            hidden={!hasApplicationFilters(state)}
            onClear={() => onChange({ q: '', status: null, brand: null, pkg: null })}
          />
        </div>
      </div>
      <ListQueryBody
        query={list}
        loadingLabel="Loading applications"
        errorFallback="Applications could not be loaded."
        filtered={hasApplicationFilters(state)}
        noMatches="No applications match these filters."
        noneYet="No franchise applications yet."
        page={state.page}
        pageSize={APPLICATION_PAGE_SIZE}
        onPage={onPage}
      >
        {(items) => (
          <DataTable
            stacked
            scroll
            caption="Franchise applications"
            columns={COLUMNS}
            data={items}
            getRowId={(a) => a.id}
            rowProps={(a) => ({ 'data-testid': 'application-row', 'data-reference': a.reference, 'data-status': a.status })}
            busy={list.isPlaceholderData}
          />
        )}
      </ListQueryBody>
    </div>
  );
}
