import type { ReactNode } from 'react';
import type { Profile } from '../../../../shared/auth.contracts';
import { ROLE_LABELS } from '../../../../shared/roles';
import { formatDateTime } from '../../../../shared/time';
import { Badge } from '../../../components/ui/badge';

const STATUS_LABELS: Record<Profile['status'], string> = { active: 'Active', inactive: 'Inactive', suspended: 'Suspended' };

export function formatLastSignIn(iso: string | null): string {
  if (!iso) return 'Never';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? 'Unknown' : formatDateTime(date);
}

export function ProfileDetails({ profile }: { profile: Profile }) {
  const rows: [string, ReactNode][] = [
    ['Email', profile.email],
    ['Role', <Badge key="role">{ROLE_LABELS[profile.role]}</Badge>],
    [
      'Status',
      <Badge key="status" variant="neutral" className={profile.status === 'active' ? 'bg-success-soft text-success' : undefined}>
        {STATUS_LABELS[profile.status]}
      </Badge>,
    ],
    ['Last sign-in', formatLastSignIn(profile.lastLoginAt)],
  ];
  return (
    <dl className="grid gap-4 sm:grid-cols-2">
      {rows.map(([term, value]) => (
        <div key={term} className="min-w-0">
          <dt className="text-sm text-muted-foreground">{term}</dt>
          <dd className="mt-1 break-words font-medium">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
