import { Link } from 'react-router';
import { AlertTriangle, FileDown, Pencil, Upload } from 'lucide-react';
import type { Contract } from '../../../../shared/suppliers.contracts';
import { formatPeso } from '../../../../shared/money';
import { paths } from '../../../../shared/routes';
import { formatCalendarDate } from '../../../../shared/time';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { RowActionButton, rowActionsColumn } from '../../../components/data-table/row-actions';
import { endsInText } from '../supplier-format';
import { contractDocumentUrl } from '../upload-contract-document';
import { ContractStatusBadge } from './supplier-badges';

export type ContractAction = 'edit' | 'document';

function columnsFor(showSupplier: boolean, canWrite: boolean, onAction: (action: ContractAction, row: Contract) => void) {
  const columns: (DataTableColumn<Contract> | false)[] = [
    {
      id: 'number',
      header: 'Contract',
      meta: { className: 'md:min-w-40', cardLabel: false, cardClassName: 'max-md:col-span-1' },
      cell: ({ row: { original: c } }) => (
        <div className="grid min-w-0">
          <span className="font-mono text-xs text-muted-foreground">{c.contractNumber}</span>
          <span className="font-medium">{c.title}</span>
        </div>
      ),
    },
    showSupplier && {
      id: 'supplier',
      header: 'Supplier',
      meta: { className: 'md:min-w-32' },
      cell: ({ row: { original: c } }) => (
        <Link to={paths.supplierDetail(c.supplierId)} className="text-primary underline-offset-4 hover:underline">
          {c.supplierName}
        </Link>
      ),
    },
    {
      id: 'term',
      header: 'Term',
      cell: ({ row: { original: c } }) => (
        <div className="grid">
          {/* Each date stays whole; the range may wrap after the dash, so the row's actions fit on a laptop. */}
          <span>
            <time className="whitespace-nowrap" dateTime={c.startDate}>
              {formatCalendarDate(c.startDate)}
            </time>{' '}
            –{' '}
            <time className="whitespace-nowrap" dateTime={c.endDate}>
              {formatCalendarDate(c.endDate)}
            </time>
          </span>
          {c.endingSoon ? (
            <span
              className="inline-flex items-center gap-1 whitespace-nowrap text-xs font-medium text-amber-800"
              data-testid="contract-ending-flag"
            >
              <AlertTriangle aria-hidden className="size-3.5" />
              {endsInText(c.daysToEnd)}
            </span>
          ) : null}
        </div>
      ),
    },
    {
      id: 'payment',
      header: 'Payment terms',
      meta: { headerClassName: 'whitespace-nowrap' },
      cell: ({ row: { original: c } }) => (
        <div className="grid">
          <span>{c.paymentTerms}</span>
          {c.valueCentavos === null ? null : (
            <span className="whitespace-nowrap text-xs tabular-nums text-muted-foreground">
              <span className="sr-only">Value </span>
              {formatPeso(c.valueCentavos)}
            </span>
          )}
        </div>
      ),
    },
    {
      id: 'status',
      header: 'Status',
      meta: { cardLabel: false, cardClassName: 'max-md:col-span-1 max-md:col-start-2 max-md:row-start-1 max-md:text-right' },
      cell: ({ row: { original: c } }) => <ContractStatusBadge status={c.status} />,
    },
    {
      id: 'document',
      header: 'Document',
      cell: ({ row: { original: c } }) =>
        c.document ? (
          <a
            href={contractDocumentUrl(c.id)}
            download={c.document.name}
            className="inline-flex max-w-40 items-center gap-1 text-primary underline-offset-4 hover:underline"
            title={c.document.name}
          >
            <FileDown aria-hidden className="size-4 shrink-0" />
            <span className="truncate">{c.document.name}</span>
            <span className="sr-only"> (download the document of {c.contractNumber})</span>
          </a>
        ) : (
          <span className="text-muted-foreground">None</span>
        ),
    },
    canWrite &&
      rowActionsColumn<Contract>((c) => (
        <>
          {c.status === 'terminated' ? null : (
            <RowActionButton label={`Edit ${c.contractNumber}`} text="Edit" icon={Pencil} onClick={() => onAction('edit', c)} />
          )}
          <RowActionButton
            label={`${c.document ? 'Replace' : 'Upload'} document of ${c.contractNumber}`}
            text={c.document ? 'Replace document' : 'Upload document'}
            icon={Upload}
            onClick={() => onAction('document', c)}
          />
        </>
      )),
  ];
  return columns.filter((c): c is DataTableColumn<Contract> => c !== false);
}

/** One page of contracts; the ones ending within 30 days carry an "Ends in N days" flag. */
export function ContractsTable({
  rows,
  busy,
  showSupplier,
  canWrite,
  onAction,
}: {
  rows: Contract[];
  busy?: boolean;
  showSupplier: boolean;
  canWrite: boolean;
  onAction: (action: ContractAction, row: Contract) => void;
}) {
  return (
    <DataTable
      scroll
      stacked
      caption="Supplier contracts"
      columns={columnsFor(showSupplier, canWrite, onAction)}
      data={rows}
      getRowId={(c) => c.id}
      rowProps={(c) => ({
        'data-testid': 'contract-row',
        'data-number': c.contractNumber,
        'data-ending': c.endingSoon ? 'true' : undefined,
      })}
      busy={busy}
    />
  );
}
