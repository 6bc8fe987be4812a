import {
  CONTRACT_STATUS_LABELS,
  SUPPLIER_STATUS_LABELS,
  SUPPLIER_TYPE_LABELS,
  type ContractStatus,
  type SupplierStatus,
  type SupplierType,
} from '../../../../shared/suppliers.contracts';
import { PILL_TONES, StatusPill } from '../../../components/ui/status-pill';

const SUPPLIER_CLASS: Record<SupplierStatus, string> = {
  active: PILL_TONES.good,
  pending: PILL_TONES.info,
  suspended: PILL_TONES.warn,
  inactive: PILL_TONES.neutral,
};

export function SupplierStatusBadge({ status, className }: { status: SupplierStatus; className?: string }) {
  return <StatusPill status={status} tone={SUPPLIER_CLASS[status]} label={SUPPLIER_STATUS_LABELS[status]} className={className} />;
}

export function SupplierTypeBadge({ type, className }: { type: SupplierType; className?: string }) {
  return (
    <StatusPill kind="Type" tone="bg-muted text-muted-foreground ring-border" label={SUPPLIER_TYPE_LABELS[type]} className={className} />
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
  return <StatusPill status={status} tone={CONTRACT_CLASS[status]} label={CONTRACT_STATUS_LABELS[status]} className={className} />;
}
