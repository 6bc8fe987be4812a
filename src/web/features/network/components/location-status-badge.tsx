import { StatusPill } from '../../../components/ui/status-pill';
import { LOCATION_STATUS_LABELS, type LocationStatus } from '../../../../shared/network.contracts';

const CLASS: Record<LocationStatus, string> = {
  planning: 'bg-slate-100 text-slate-800 ring-slate-300',
  construction: 'bg-amber-100 text-amber-900 ring-amber-300',
  training: 'bg-sky-100 text-sky-900 ring-sky-300',
  open: 'bg-green-100 text-green-900 ring-green-300',
  closed: 'bg-red-100 text-red-900 ring-red-300',
  sold: 'bg-violet-100 text-violet-900 ring-violet-300',
  opening: 'bg-teal-100 text-teal-900 ring-teal-300',
};

export const LOCATION_DOT: Record<LocationStatus, string> = {
  planning: 'bg-slate-400',
  construction: 'bg-amber-500',
  training: 'bg-sky-500',
  open: 'bg-green-600',
  closed: 'bg-red-600',
  sold: 'bg-violet-500',
  opening: 'bg-teal-500',
};

export function LocationStatusBadge({ status, className }: { status: LocationStatus; className?: string }) {
  return <StatusPill status={status} tone={CLASS[status]} label={LOCATION_STATUS_LABELS[status]} className={className} />;
}
