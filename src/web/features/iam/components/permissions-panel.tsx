import { Check, Minus } from 'lucide-react';
import { ROLE_LABELS, type Role } from '../../../../shared/roles';
import type { PermissionMatrix } from '../get-permission-matrix';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { LoadError } from '../../../components/feedback/load-error';
import { groupByArea, usePermissionMatrix } from '../get-permission-matrix';
import { TableLoading } from '../../../components/data-table/table-states';

type Row = PermissionMatrix['permissions'][number];

function columnsFor(roles: Role[]): DataTableColumn<Row>[] {
  return [
    {
      id: 'permission',
      header: 'Permission',
      meta: {
        className: 'sticky left-0 w-40 min-w-40 bg-card sm:w-auto sm:min-w-64',
        headerClassName: 'sticky left-0 bg-muted text-left',
      },
      cell: ({ row: { original: p } }) => (
        <>
          <span className="block">{p.label}</span>
          <code className="text-xs text-muted-foreground">{p.key}</code>
        </>
      ),
    },
    ...roles.map((r): DataTableColumn<Row> => ({
      id: r,
      header: ROLE_LABELS[r],
      meta: { className: 'text-center', headerClassName: 'min-w-20 px-2 text-center' },
      cell: ({ row: { original: p } }) =>
        p.roles.includes(r) ? (
          <Check aria-label="Allowed" className="mx-auto size-4 text-green-700" />
        ) : (
          <Minus aria-label="Not allowed" className="mx-auto size-4 text-slate-300" />
        ),
    })),
  ];
}

/**
 * Roles & permissions: the matrix the server's route guards read, roles across, permissions down,
 * grouped by area. On a phone the table scrolls sideways inside its frame; the permission column stays put.
 */
export function PermissionsPanel() {
  const matrix = usePermissionMatrix();
  if (matrix.isPending) return <TableLoading label="Loading permissions" rows={6} />;
  if (matrix.isError)
    return <LoadError error={matrix.error} fallback="The permission matrix could not be loaded." onRetry={() => void matrix.refetch()} />;
  const { roles, permissions } = matrix.data;

  return (
    <div className="grid gap-3">
      <p className="text-sm text-muted-foreground">
        What each role may do, read from the same table the server checks on every request.
        <span className="sm:hidden"> Swipe the table sideways to see every role.</span>
      </p>
      <div className="min-w-0 overflow-hidden rounded-xl border border-border bg-card shadow-sm" data-testid="permission-matrix">
        <DataTable
          scroll
          caption="Permissions by role"
          columns={columnsFor(roles)}
          data={groupByArea(permissions).flatMap((group) => group.permissions)}
          getRowId={(p) => p.key}
          rowHeader="permission"
          groupBy={{
            key: (p) => p.area,
            header: (rows) => rows[0]?.area,
            className: '',
            headerClassName: 'sticky left-0 bg-card pb-1 pt-3 text-xs uppercase tracking-wide text-primary',
          }}
          rowProps={(p) => ({ 'data-permission': p.key })}
          plain
          className="[&_table]:min-w-[33rem] [&_thead]:bg-muted/60 [&_thead]:text-xs [&_thead]:uppercase [&_thead]:tracking-wide"
        />
      </div>
    </div>
  );
}
