import { PILL_TONES, StatusPill } from '../../../components/ui/status-pill';
import type { ReactNode } from 'react';
import { ROLE_LABELS, type ProfileStatus, type Role } from '../../../../shared/roles';

/** Role and account-status pills. Full class strings so Tailwind finds them when scanning. */

const ROLE_CLASS: Record<Role, string> = {
  franchisor: 'bg-violet-100 text-violet-900 ring-violet-300',
  admin: 'bg-sky-100 text-sky-900 ring-sky-300',
  franchisee: 'bg-brand-100 text-brand-900 ring-brand-200',
  user: 'bg-slate-100 text-slate-800 ring-slate-300',
};

export const STATUS_LABELS: Record<ProfileStatus, string> = { active: 'Active', inactive: 'Inactive', suspended: 'Suspended' };

const STATUS_CLASS: Record<ProfileStatus, string> = {
  active: 'bg-green-100 text-green-900 ring-green-300',
  inactive: 'bg-slate-200 text-slate-800 ring-slate-300',
  suspended: 'bg-red-100 text-red-900 ring-red-300',
};

export function RoleBadge({ role, className }: { role: Role; className?: string }) {
  return <StatusPill kind="Role" tone={ROLE_CLASS[role]} label={ROLE_LABELS[role]} className={className} />;
}

export function StatusBadge({ status, className }: { status: ProfileStatus; className?: string }) {
  return <StatusPill status={status} tone={STATUS_CLASS[status]} label={STATUS_LABELS[status]} className={className} />;
}

/** Neutral pill for other states (invitation status, two-factor…). */
export function Pill({
  children,
  tone = 'neutral',
  className,
}: {
  children: ReactNode;
  tone?: 'neutral' | 'good' | 'warn' | 'bad';
  className?: string;
}) {
  return <StatusPill kind={null} tone={PILL_TONES[tone]} label={children} className={className} />;
}
