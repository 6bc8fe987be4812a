import { useState } from 'react';
import { FilePlus2 } from 'lucide-react';
import type { Contract } from '../../../../shared/suppliers.contracts';
import { ListQueryBody } from '../../../components/data-table/list-query-body';
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
      <ListQueryBody
        query={list}
        loadingLabel="Loading contracts"
        errorFallback="Contracts could not be loaded."
        filtered={hasContractFilters({ ...state, supplier: supplierId ? null : state.supplier })}
        noMatches="No contracts match these filters."
        noneYet="No contracts yet."
        page={state.page}
        pageSize={CONTRACTS_PAGE_SIZE}
        onPage={onPage}
        summary={(info) => <ListSummary {...info} noun={['contract', 'contracts']} testId="contracts-summary" />}
        actions={
          canWrite ? (
            <Button onClick={() => setOpen({ action: 'add', row: null })}>
              <FilePlus2 aria-hidden />
              Add contract
            </Button>
          ) : null
        }
      >
        {(items) => (
          <ContractsTable
            rows={items}
            busy={list.isPlaceholderData}
            showSupplier={!supplierId}
            canWrite={canWrite}
            onAction={(action, row) => setOpen({ action, row })}
          />
        )}
      </ListQueryBody>
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
