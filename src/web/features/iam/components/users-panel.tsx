import { lazy, Suspense, useState } from 'react';
import { LoadError } from '../../../components/feedback/load-error';
import { ListPagination } from '../../../components/data-table/pagination';
import { useIamUsers } from '../../../lib/queries/get-iam-users';
import { USERS_PAGE_SIZE, type UserFilters } from '../../../lib/filters/iam-filters';
import type { Actor } from '../iam-rules';
import { TableEmpty, TableLoading } from '../../../components/data-table/table-states';
import { Inbox } from 'lucide-react';
import { UsersFilters } from './users-filters';
import { UsersTable } from './users-table';

// The drawer (details, role, status, locations, its dialogs) is fetched when a user is first opened.
const UserDrawer = lazy(() => import('./user-drawer').then((m) => ({ default: m.UserDrawer })));

/** Users tab: filters, one page of users, paging, and the detail drawer of the chosen one. */
export function UsersPanel({
  filters,
  onChange,
  actor,
}: {
  filters: UserFilters;
  onChange: (f: UserFilters, replace: boolean) => void;
  actor: Actor;
}) {
  const list = useIamUsers(filters);
  const [open, setOpen] = useState<{ id: string; name: string } | null>(null);
  // Stays mounted after the first open so that closing keeps the drawer's own exit behaviour.
  const [drawerWanted, setDrawerWanted] = useState(false);
  if (open && !drawerWanted) setDrawerWanted(true);

  let body;
  if (list.isPending) body = <TableLoading label="Loading users" />;
  else if (list.isError && !list.data)
    body = <LoadError error={list.error} fallback="Users could not be loaded." onRetry={() => void list.refetch()} />;
  else {
    const { items, total } = list.data;
    body = (
      <div className="grid gap-3" aria-busy={list.isPlaceholderData || undefined}>
        <p className="text-sm text-muted-foreground" aria-live="polite" data-testid="iam-users-summary">
          <span className="font-medium text-foreground">{total.toLocaleString('en-PH')}</span> {total === 1 ? 'user' : 'users'}
        </p>
        {items.length === 0 ? (
          <TableEmpty icon={<Inbox aria-hidden className="size-8 text-muted-foreground" />}>
            {filters.search || filters.role || filters.status || filters.locationId ? 'No users match these filters.' : 'No users yet.'}
          </TableEmpty>
        ) : (
          <UsersTable
            users={items}
            onOpen={(u) => setOpen({ id: u.id, name: u.fullName || u.email })}
            sort={filters.sort}
            onSort={(sort) => onChange({ ...filters, sort, page: 1 }, true)}
            busy={list.isPlaceholderData}
          />
        )}
        <ListPagination
          page={filters.page}
          total={total}
          pageSize={USERS_PAGE_SIZE}
          empty={items.length === 0}
          onPage={(page) => onChange({ ...filters, page }, false)}
          busy={list.isPlaceholderData}
        />
      </div>
    );
  }

  return (
    <div className="grid gap-4">
      <UsersFilters filters={filters} onChange={(f) => onChange(f, true)} />
      {body}
      {drawerWanted ? (
        <Suspense fallback={null}>
          <UserDrawer userId={open?.id ?? null} fallbackName={open?.name ?? ''} actor={actor} onClose={() => setOpen(null)} />
        </Suspense>
      ) : null}
    </div>
  );
}
