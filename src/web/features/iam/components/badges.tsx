import type { ReactNode } from 'react';
import { ROLE_LABELS, type ProfileStatus, type Role } from '../../../../shared/roles';
import { cn } from '../../../lib/cn';

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

const PILL = 'inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset';

export function RoleBadge({ role, className }: { role: Role; className?: string }) {
  return (
    <span data-role={role} className={cn(PILL, ROLE_CLASS[role], className)}>
      <span className="sr-only">Role: </span>
      {ROLE_LABELS[role]}
    </span>
  );
}

export function StatusBadge({ status, className }: { status: ProfileStatus; className?: string }) {
  return (
    <span data-status={status} className={cn(PILL, STATUS_CLASS[status], className)}>
      <span className="sr-only">Status: </span>
      {STATUS_LABELS[status]}
    </span>
  );
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
  const tones = {
    neutral: 'bg-slate-100 text-slate-800 ring-slate-300',
    good: 'bg-green-100 text-green-900 ring-green-300',
    warn: 'bg-amber-100 text-amber-900 ring-amber-300',
    bad: 'bg-red-100 text-red-900 ring-red-300',
  };
  return <span className={cn(PILL, tones[tone], className)}>{children}</span>;
}
