import { ShieldCheck, ShieldOff } from 'lucide-react';
import type { IamUser, IamUserSort } from '../../../../shared/iam.contracts';
import { formatDateTime, timeAgo } from '../../../../shared/time';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { useNow } from '../../../lib/use-now';
import { DEFAULT_USER_SORT } from '../../../lib/filters/iam-filters';
import { RoleBadge, StatusBadge } from './badges';

function columnsFor(now: number, onOpen: (user: IamUser) => void): DataTableColumn<IamUser>[] {
  return [
    {
      id: 'user',
      header: 'User',
      meta: { sort: { asc: 'name_asc', desc: 'name_desc' }, cardLabel: false, cardClassName: 'max-md:col-span-1' },
      cell: ({ row: { original: u } }) => (
        <>
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
        </>
      ),
    },
    {
      id: 'role',
      header: 'Role',
      meta: { cardLabel: false, cardClassName: 'max-md:col-span-1 max-md:col-start-2 max-md:row-start-1 max-md:text-right' },
      cell: ({ row: { original: u } }) => <RoleBadge role={u.role} />,
    },
    {
      id: 'status',
      header: 'Status',
      meta: { cardLabel: false, cardClassName: 'max-md:col-span-1 max-md:col-start-1' },
      cell: ({ row: { original: u } }) => <StatusBadge status={u.status} />,
    },
    {
      id: '2fa',
      header: '2FA',
      meta: { cardLabel: false, cardClassName: 'max-md:col-span-1 max-md:col-start-2 max-md:row-start-2 max-md:text-right' },
      cell: ({ row: { original: u } }) =>
        u.twoFactorEnabled ? (
          <span className="inline-flex items-center gap-1 text-green-800">
            <ShieldCheck aria-hidden className="size-4" />
            <span className="sr-only">Two-factor </span>On
          </span>
        ) : (
          <span className="inline-flex items-center gap-1 text-muted-foreground">
            <ShieldOff aria-hidden className="size-4" />
            <span className="sr-only">Two-factor </span>Off
          </span>
        ),
    },
    {
      id: 'locations',
      header: 'Locations',
      meta: { cardLabel: false, cardClassName: 'max-md:text-muted-foreground' },
      cell: ({ row: { original: u } }) =>
        u.locations.length === 0 ? (
          <span className="text-muted-foreground max-md:hidden">—</span>
        ) : (
          <span title={u.locations.map((l) => `${l.code} · ${l.name}`).join('\n')}>
            <span className="md:hidden">Locations: </span>
            {u.locations
              .slice(0, 2)
              .map((l) => l.name)
              .join(', ')}
            {u.locations.length > 2 ? ` +${u.locations.length - 2}` : ''}
          </span>
        ),
    },
    {
      id: 'lastSignIn',
      header: 'Last sign-in',
      meta: {
        sort: { desc: 'last_sign_in_desc' },
        className: 'whitespace-nowrap text-muted-foreground',
        cardClassName: 'max-md:text-xs',
      },
      cell: ({ row: { original: u } }) =>
        u.lastLoginAt ? (
          <time dateTime={u.lastLoginAt} title={formatDateTime(u.lastLoginAt)}>
            {timeAgo(u.lastLoginAt, now, formatDateTime)}
          </time>
        ) : (
          'Never'
        ),
    },
  ];
}

/**
 * One page of users, sortable by name and last sign-in. From md up a table; below, each row stacks into a card. The
 * name is a button (keyboard and screen readers), and a click anywhere on the row opens the same detail drawer.
 */
export function UsersTable({
  users,
  onOpen,
  sort,
  onSort,
  busy,
}: {
  users: IamUser[];
  onOpen: (user: IamUser) => void;
  sort: IamUserSort;
  onSort: (sort: IamUserSort) => void;
  busy?: boolean;
}) {
  const now = useNow().getTime();
  return (
    <DataTable
      scroll
      caption="Users"
      columns={columnsFor(now, onOpen)}
      data={users}
      getRowId={(u) => u.id}
      sort={{ value: sort, fallback: DEFAULT_USER_SORT, onChange: (s) => onSort(s ?? DEFAULT_USER_SORT) }}
      rowProps={(u) => ({
        'data-testid': 'iam-user-row',
        'data-email': u.email,
        onClick: () => onOpen(u),
        className: 'cursor-pointer',
      })}
      busy={busy}
      stacked
    />
  );
}
