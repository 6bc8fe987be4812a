import { useId } from 'react';
import { Link } from 'react-router';
import { RENEWAL_STATUS_LABELS, RENEWAL_STATUSES, type AgreementSummary } from '../../../../shared/contract-package.contracts';
import { PACKAGE_CODES, packageLabel } from '../../../../shared/packages';
import { paths } from '../../../../shared/routes';
import { formatCalendarDate } from '../../../../shared/time';
import { FilterCard, FilterCheckboxRow, FilterSearchField } from '../../../components/data-table/filter-bar';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { ListCount } from '../../../components/data-table/list-count';
import { ListQueryBody } from '../../../components/data-table/list-query-body';
import { FilterSelect } from '../../../components/ui/filter-select';
import { PILL_TONES, StatusPill } from '../../../components/ui/status-pill';
import { AGREEMENTS_PAGE_SIZE, agreementListQuery, hasAgreementFilters, type AgreementListState } from '../agreement-filters';
import { daysLeftText, RENEWAL_TONES } from '../contract-format';
import { useAgreements } from '../get-agreements';

/** Head office's list of locations with their agreement summary: search, package, renewal, "Documents awaiting review". */
export function AgreementsPanel({
  state,
  onChange,
  onPage,
}: {
  state: AgreementListState;
  onChange: (patch: Partial<AgreementListState>) => void;
  onPage: (page: number) => void;
}) {
  const list = useAgreements(agreementListQuery(state));
  const id = useId();
  return (
    <div className="grid grid-cols-1 gap-4">
      <FilterCard label="Agreement filters">
        <div className="grid gap-3 sm:grid-cols-3">
          <FilterSearchField
            id={`${id}-search`}
            label="Search locations"
            placeholder="Location, code, agreement or territory"
            maxLength={100}
            value={state.search}
            onSearch={(search) => onChange({ search })}
          />
          <FilterSelect
            className="grid content-start gap-2"
            id={`${id}-package`}
            label="Package"
            allLabel="All packages"
            value={state.package}
            options={PACKAGE_CODES.map((c) => ({ value: c, label: packageLabel(c) }))}
            onChange={(pkg) => onChange({ package: pkg })}
          />
          <FilterSelect
            className="grid content-start gap-2"
            id={`${id}-renewal`}
            label="Renewal"
            allLabel="Any renewal status"
            value={state.renewal}
            options={RENEWAL_STATUSES.map((s) => ({ value: s, label: RENEWAL_STATUS_LABELS[s] }))}
            onChange={(renewal) => onChange({ renewal })}
          />
        </div>
        <FilterCheckboxRow
          className="flex min-h-9 flex-wrap items-center justify-between gap-3"
          label="Documents awaiting review"
          checked={state.review}
          onCheckedChange={(review) => onChange({ review })}
          showClear={hasAgreementFilters(state)}
          onClear={() => onChange({ search: '', package: null, renewal: null, review: false })}
        />
      </FilterCard>
      <ListQueryBody
        query={list}
        loadingLabel="Loading agreements"
        errorFallback="Agreements could not be loaded."
        filtered={hasAgreementFilters(state)}
        noMatches="No locations match these filters."
        noneYet="No locations yet."
        page={state.page}
        pageSize={AGREEMENTS_PAGE_SIZE}
        onPage={onPage}
        summary={({ total }) => <ListCount total={total} noun={['location', 'locations']} testId="agreements-summary" />}
      >
        {(items) => (
          <DataTable
            caption="Franchise agreements by location"
            stacked
            busy={list.isPlaceholderData}
            data={items}
            getRowId={(r) => r.location.id}
            rowHeader="location"
            rowProps={() => ({ 'data-testid': 'agreement-row' })}
            columns={COLUMNS}
          />
        )}
      </ListQueryBody>
    </div>
  );
}

const COLUMNS: DataTableColumn<AgreementSummary>[] = [
  {
    id: 'location',
    header: 'Location',
    meta: { cardLabel: false, cardClassName: 'max-md:col-span-2' },
    cell: ({ row: { original: r } }) => (
      <div className="grid min-w-0">
        <Link to={paths.locationContract(r.location.id)} className="font-medium text-primary underline-offset-4 hover:underline">
          {r.location.name}
        </Link>
        <span className="font-mono text-xs text-muted-foreground">{r.agreementNumber ?? r.location.code}</span>
      </div>
    ),
  },
  {
    id: 'package',
    header: 'Package',
    cell: ({ row: { original: r } }) =>
      r.packageCode ? packageLabel(r.packageCode) : <span className="text-muted-foreground">No agreement</span>,
  },
  {
    id: 'term',
    header: 'Term ends',
    cell: ({ row: { original: r } }) =>
      r.termEnd ? (
        <div className="grid">
          <time dateTime={r.termEnd} className="whitespace-nowrap">
            {formatCalendarDate(r.termEnd)}
          </time>
          <span className="text-xs text-muted-foreground">{daysLeftText(r.daysRemaining ?? 0)}</span>
        </div>
      ) : (
        '—'
      ),
  },
  {
    id: 'renewal',
    header: 'Renewal',
    cell: ({ row: { original: r } }) =>
      r.renewalStatus ? (
        <StatusPill
          label={RENEWAL_STATUS_LABELS[r.renewalStatus]}
          tone={RENEWAL_TONES[r.renewalStatus]}
          status={r.renewalStatus}
          kind="Renewal"
        />
      ) : (
        '—'
      ),
  },
  {
    id: 'documents',
    header: 'Documents',
    cell: ({ row: { original: r } }) => (
      <div className="flex flex-wrap gap-1">
        {r.documentsAwaitingReview ? (
          <StatusPill label={`${r.documentsAwaitingReview} awaiting review`} tone={PILL_TONES.warn} kind={null} />
        ) : (
          <span className="text-muted-foreground">None to review</span>
        )}
        {r.expiringDocuments ? <StatusPill label={`${r.expiringDocuments} expiring`} tone={PILL_TONES.bad} kind={null} /> : null}
      </div>
    ),
  },
  {
    id: 'upgrade',
    header: 'Upgrade',
    cell: ({ row: { original: r } }) =>
      r.pendingUpgrade ? <StatusPill label={`To ${packageLabel(r.pendingUpgrade)}`} tone={PILL_TONES.info} kind="Pending upgrade" /> : '—',
  },
];
