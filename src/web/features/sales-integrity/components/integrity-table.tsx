import { Link } from 'react-router';
import { formatPeso } from '../../../../shared/money';
import { INTEGRITY_FLAG_LABELS, type IntegrityRow } from '../../../../shared/sales-integrity.contracts';
import { DataTable, ListPagination, TableEmpty, type DataTableColumn } from '../../../components/data-table';
import { INTEGRITY_PAGE_SIZE, useIntegrityList } from '../get-integrity-list';
import { integrityLocationLink } from '../integrity-links';
import { monthLabel } from '../../../../shared/time';

const pct = (r: number | null) => (r === null ? '—' : `${Math.round(r * 100)} %`);

/** The network table: locations sorted by the royalty their open flags estimate as unreported (server order). */
export function IntegrityTable({ flagged, page, onPage }: { flagged: boolean; page: number; onPage: (page: number) => void }) {
  const list = useIntegrityList({ flagged, page });
  const items = list.data?.items ?? [];
  const columns: DataTableColumn<IntegrityRow>[] = [
    {
      id: 'location',
      header: 'Location',
      meta: { cardLabel: false, cardClassName: 'max-md:col-span-2' },
      cell: ({ row: { original: r } }) => (
        <Link className="font-medium underline-offset-4 hover:underline" to={integrityLocationLink(r.locationId)}>
          {r.locationName} <span className="font-mono text-xs text-muted-foreground">{r.locationCode}</span>
        </Link>
      ),
    },
    { id: 'brand', header: 'Brand', meta: { cardLabel: 'Brand' }, cell: ({ row: { original: r } }) => r.brandName },
    {
      id: 'month',
      header: 'Last judged month',
      meta: { cardLabel: 'Month' },
      cell: ({ row: { original: r } }) => (r.month ? monthLabel(r.month) : '—'),
    },
    {
      id: 'ratio',
      header: 'Reported / expected',
      meta: { className: 'text-right tabular-nums max-md:text-left', cardLabel: 'Reported / expected' },
      cell: ({ row: { original: r } }) => (
        <span title={`${formatPeso(r.reportedCentavos)} of ${formatPeso(r.expectedCentavos)}`}>{pct(r.ratio)}</span>
      ),
    },
    {
      id: 'flags',
      header: 'Open flags',
      meta: { cardLabel: 'Flags', cardClassName: 'max-md:col-span-2' },
      cell: ({ row: { original: r } }) => (r.kinds.length ? r.kinds.map((k) => INTEGRITY_FLAG_LABELS[k]).join('; ') : 'None'),
    },
    {
      id: 'royalty',
      header: 'Est. unreported royalty',
      meta: { className: 'text-right tabular-nums max-md:text-left', cardLabel: 'Est. unreported royalty' },
      cell: ({ row: { original: r } }) => (
        <span className={r.estRoyaltyCentavos > 0 ? 'font-semibold text-destructive' : ''}>{formatPeso(r.estRoyaltyCentavos)}</span>
      ),
    },
  ];
  return (
    <div className="space-y-3">
      {list.isError ? (
        <p role="alert">The integrity table could not be loaded.</p>
      ) : list.data && items.length === 0 ? (
        <TableEmpty>{flagged ? 'No open flags: every location reports in line with what it bought.' : 'Nothing judged yet.'}</TableEmpty>
      ) : (
        <DataTable
          caption="Locations by estimated unreported royalty"
          columns={columns}
          data={items}
          getRowId={(r) => r.locationId}
          busy={list.isFetching}
          rowProps={() => ({ 'data-testid': 'integrity-row' })}
          stacked
        />
      )}
      <ListPagination
        page={page}
        total={list.data?.total ?? 0}
        pageSize={INTEGRITY_PAGE_SIZE}
        empty={items.length === 0}
        onPage={onPage}
        busy={list.isFetching}
      />
    </div>
  );
}
