import { ShieldCheck, ShieldOff } from 'lucide-react';
import type { IamUser } from '../../../../shared/iam.contracts';
import { cn } from '../../../lib/cn';
import { useNow } from '../../../lib/use-now';
import { formatDateTime } from '../../../../shared/time';
import { relativeTime } from '../iam-format';
import { RoleBadge, StatusBadge } from './badges';

/**
 * One page of users. From md up a table; below, each row stacks into a card. The name is a button
 * (keyboard and screen readers), and a click anywhere on the row opens the same detail drawer.
 */
export function UsersTable({ users, onOpen }: { users: IamUser[]; onOpen: (user: IamUser) => void }) {
  const now = useNow().getTime();
  return (
    <table className="w-full text-sm max-md:block">
      <caption className="sr-only">Users</caption>
      <thead className="bg-muted/60 text-left text-xs uppercase tracking-wide text-muted-foreground max-md:hidden">
        <tr>
          <th scope="col" className="px-3 py-2 font-medium">
            User
          </th>
          <th scope="col" className="px-3 py-2 font-medium">
            Role
          </th>
          <th scope="col" className="px-3 py-2 font-medium">
            Status
          </th>
          <th scope="col" className="px-3 py-2 font-medium">
            2FA
          </th>
          <th scope="col" className="px-3 py-2 font-medium">
            Locations
          </th>
          <th scope="col" className="whitespace-nowrap px-3 py-2 font-medium">
            Last sign-in
          </th>
        </tr>
      </thead>
      <tbody className="max-md:grid max-md:gap-3 md:divide-y md:divide-border">
        {users.map((u) => (
          <tr
            key={u.id}
            data-testid="iam-user-row"
            data-email={u.email}
            onClick={() => onOpen(u)}
            className="cursor-pointer hover:bg-muted/40 max-md:grid max-md:grid-cols-[minmax(0,1fr)_auto] max-md:gap-x-3 max-md:gap-y-1.5 max-md:rounded-xl max-md:border max-md:border-border max-md:bg-card max-md:p-4 max-md:shadow-sm"
          >
            <td className="px-3 py-3 max-md:p-0">
              <button
                type="button"
                className="max-w-full text-left font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
                onClick={(e) => {
                  e.stopPropagation();
                  onOpen(u);
                }}
              >
                {u.fullName || u.email}
              </button>
              <span className="block break-all text-xs text-muted-foreground">{u.email}</span>
            </td>
            <td className="px-3 py-3 max-md:col-start-2 max-md:row-start-1 max-md:p-0 max-md:text-right">
              <RoleBadge role={u.role} />
            </td>
            <td className="px-3 py-3 max-md:col-start-1 max-md:p-0">
              <StatusBadge status={u.status} />
            </td>
            <td className="px-3 py-3 max-md:col-start-2 max-md:row-start-2 max-md:p-0 max-md:text-right">
              {u.twoFactorEnabled ? (
                <span className="inline-flex items-center gap-1 text-green-800">
                  <ShieldCheck aria-hidden className="size-4" />
                  <span className="sr-only">Two-factor </span>On
                </span>
              ) : (
                <span className="inline-flex items-center gap-1 text-muted-foreground">
                  <ShieldOff aria-hidden className="size-4" />
                  <span className="sr-only">Two-factor </span>Off
                </span>
              )}
            </td>
            <td
              className={cn(
                'px-3 py-3 max-md:col-span-2 max-md:p-0 max-md:text-muted-foreground',
                u.locations.length === 0 && 'max-md:hidden',
              )}
            >
              {u.locations.length === 0 ? (
                <span className="text-muted-foreground">—</span>
              ) : (
                <span title={u.locations.map((l) => `${l.code} · ${l.name}`).join('\n')}>
                  <span className="md:hidden">Locations: </span>
                  {u.locations
                    .slice(0, 2)
                    .map((l) => l.name)
                    .join(', ')}
                  {u.locations.length > 2 ? ` +${u.locations.length - 2}` : ''}
                </span>
              )}
            </td>
            <td className="whitespace-nowrap px-3 py-3 text-muted-foreground max-md:col-span-2 max-md:p-0 max-md:text-xs">
              <span className="md:hidden">Last sign-in: </span>
              {u.lastLoginAt ? (
                <time dateTime={u.lastLoginAt} title={formatDateTime(u.lastLoginAt)}>
                  {relativeTime(u.lastLoginAt, now, formatDateTime)}
                </time>
              ) : (
                'Never'
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
