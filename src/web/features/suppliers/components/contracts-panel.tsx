import { useState } from 'react';
import { FilePlus2 } from 'lucide-react';
import type { Contract } from '../../../../shared/suppliers.contracts';
import { LoadError } from '../../../components/feedback/load-error';
import { ListPagination } from '../../../components/data-table/pagination';
import { TableEmpty, TableLoading } from '../../../components/data-table/table-states';
import { Button } from '../../../components/ui/button';
import { useContracts } from '../get-contracts';
import { CONTRACTS_PAGE_SIZE, contractListQuery, hasContractFilters, type ContractListState } from '../supplier-filters';
import { ContractDialog } from './contract-dialog';
import { ContractDocumentDialog } from './contract-document-dialog';
import { ContractsFiltersBar } from './contracts-filters-bar';
import { ContractsTable, type ContractAction } from './contracts-table';
import { ListSummary } from './list-summary';

type Open = { action: ContractAction | 'add'; row: Contract | null } | null;

/** Contracts with filters and paging; writers add, edit and attach documents. `supplierId` fixes it to one supplier. */
export function ContractsPanel({
  state,
  onChange,
  onPage,
  canWrite,
  supplierId,
}: {
  state: ContractListState;
  onChange: (patch: Partial<ContractListState>) => void;
  onPage: (page: number) => void;
  canWrite: boolean;
  supplierId?: string;
}) {
  const effective = supplierId ? { ...state, supplier: supplierId } : state;
  const list = useContracts(contractListQuery(effective));
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);

  return (
    <div className="grid grid-cols-1 gap-4">
      <ContractsFiltersBar state={state} onChange={onChange} fixedSupplier={Boolean(supplierId)} />
      {list.isPending ? (
        <TableLoading label="Loading contracts" />
      ) : list.isError && !list.data ? (
        <LoadError error={list.error} fallback="Contracts could not be loaded." onRetry={() => void list.refetch()} />
      ) : (
        <>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <ListSummary
              total={list.data.total}
              shown={list.data.items.length}
              page={state.page}
              pageSize={CONTRACTS_PAGE_SIZE}
              noun={['contract', 'contracts']}
              busy={list.isPlaceholderData}
              testId="contracts-summary"
            />
            {canWrite ? (
              <Button onClick={() => setOpen({ action: 'add', row: null })}>
                <FilePlus2 aria-hidden />
                Add contract
              </Button>
            ) : null}
          </div>
          {list.data.items.length === 0 ? (
            <TableEmpty>
              {hasContractFilters({ ...state, supplier: supplierId ? null : state.supplier })
                ? 'No contracts match these filters.'
                : list.data.total > 0
                  ? 'This page is empty.'
                  : 'No contracts yet.'}
            </TableEmpty>
          ) : (
            <ContractsTable
              rows={list.data.items}
              busy={list.isPlaceholderData}
              showSupplier={!supplierId}
              canWrite={canWrite}
              onAction={(action, row) => setOpen({ action, row })}
            />
          )}
          <ListPagination
            page={state.page}
            total={list.data.total}
            pageSize={CONTRACTS_PAGE_SIZE}
            empty={list.data.items.length === 0}
            onPage={onPage}
            busy={list.isPlaceholderData}
          />
        </>
      )}
      {canWrite ? (
        <>
          <ContractDialog
            open={open?.action === 'add' || open?.action === 'edit'}
            contract={open?.action === 'edit' ? open.row : null}
            supplierId={supplierId}
            onClose={close}
          />
          <ContractDocumentDialog contract={open?.action === 'document' ? open.row : null} onClose={close} />
        </>
      ) : null}
    </div>
  );
}
