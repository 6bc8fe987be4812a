import {
  CONTRACT_STATUS_LABELS,
  SUPPLIER_STATUS_LABELS,
  SUPPLIER_TYPE_LABELS,
  type ContractStatus,
  type SupplierStatus,
  type SupplierType,
} from '../../../../shared/suppliers.contracts';
import { cn } from '../../../lib/cn';

const pill = 'inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset';

const SUPPLIER_CLASS: Record<SupplierStatus, string> = {
  active: 'bg-green-100 text-green-900 ring-green-300',
  pending: 'bg-sky-100 text-sky-900 ring-sky-300',
  suspended: 'bg-amber-100 text-amber-900 ring-amber-300',
  inactive: 'bg-slate-100 text-slate-800 ring-slate-300',
};

export function SupplierStatusBadge({ status, className }: { status: SupplierStatus; className?: string }) {
  return (
    <span data-status={status} className={cn(pill, SUPPLIER_CLASS[status], className)}>
      <span className="sr-only">Status: </span>
      {SUPPLIER_STATUS_LABELS[status]}
    </span>
  );
}

export function SupplierTypeBadge({ type, className }: { type: SupplierType; className?: string }) {
  return (
    <span className={cn(pill, 'bg-muted text-muted-foreground ring-border', className)}>
      <span className="sr-only">Type: </span>
      {SUPPLIER_TYPE_LABELS[type]}
    </span>
  );
}

const CONTRACT_CLASS: Record<ContractStatus, string> = {
  draft: 'bg-slate-100 text-slate-800 ring-slate-300',
  active: 'bg-green-100 text-green-900 ring-green-300',
  expiring: 'bg-amber-100 text-amber-900 ring-amber-300',
  expired: 'bg-red-100 text-red-900 ring-red-300',
  terminated: 'bg-zinc-200 text-zinc-800 ring-zinc-400',
};

export function ContractStatusBadge({ status, className }: { status: ContractStatus; className?: string }) {
  return (
    <span data-status={status} className={cn(pill, CONTRACT_CLASS[status], className)}>
      <span className="sr-only">Status: </span>
      {CONTRACT_STATUS_LABELS[status]}
    </span>
  );
}
