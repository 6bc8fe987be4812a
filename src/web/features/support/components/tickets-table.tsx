import type { TicketSummary } from '../../../../shared/support.contracts';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';

/** A page of tickets, one card each on a phone; rows carry the ticket number and status for tests. */
export function TicketsTable({
  rows,
  columns,
  caption,
  busy,
  scroll,
}: {
  rows: TicketSummary[];
  columns: DataTableColumn<TicketSummary>[];
  caption: string;
  busy: boolean;
  scroll?: boolean;
}) {
  return (
    <DataTable
      stacked
      scroll={scroll}
      caption={caption}
      columns={columns}
      data={rows}
      getRowId={(t) => t.id}
      rowProps={(t) => ({ 'data-testid': 'ticket-row', 'data-number': t.ticketNumber, 'data-status': t.status })}
      busy={busy}
    />
  );
}
