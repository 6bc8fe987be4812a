import { Check, Minus } from 'lucide-react';
import { ROLE_LABELS } from '../../../../shared/roles';
import { LoadError } from '../../../components/feedback/load-error';
import { groupByArea, usePermissionMatrix } from '../get-permission-matrix';
import { ListSkeleton } from './load-states';

/**
 * Roles & permissions: the matrix the server's route guards read, roles across, permissions down,
 * grouped by area. On a phone the table scrolls sideways inside its frame; the permission column stays put.
 */
export function PermissionsPanel() {
  const matrix = usePermissionMatrix();
  if (matrix.isPending) return <ListSkeleton label="Loading permissions" rows={6} />;
  if (matrix.isError)
    return <LoadError error={matrix.error} fallback="The permission matrix could not be loaded." onRetry={() => void matrix.refetch()} />;
  const { roles, permissions } = matrix.data;

  return (
    <div className="grid gap-3">
      <p className="text-sm text-muted-foreground">
        What each role may do, read from the same table the server checks on every request.
        <span className="sm:hidden"> Swipe the table sideways to see every role.</span>
      </p>
      <div className="overflow-x-auto rounded-xl border border-border bg-card shadow-sm" data-testid="permission-matrix">
        <table className="w-full min-w-[33rem] border-collapse text-sm">
          <caption className="sr-only">Permissions by role</caption>
          <thead className="bg-muted/60 text-xs uppercase tracking-wide text-muted-foreground">
            <tr>
              <th scope="col" className="sticky left-0 bg-muted px-3 py-2 text-left font-medium">
                Permission
              </th>
              {roles.map((r) => (
                <th key={r} scope="col" className="min-w-20 px-2 py-2 text-center font-medium">
                  {ROLE_LABELS[r]}
                </th>
              ))}
            </tr>
          </thead>
          {groupByArea(permissions).map((group) => (
            <tbody key={group.area} className="divide-y divide-border border-t border-border">
              <tr>
                <th
                  scope="rowgroup"
                  colSpan={roles.length + 1}
                  className="sticky left-0 bg-card px-3 pb-1 pt-3 text-left text-xs font-semibold uppercase tracking-wide text-primary"
                >
                  {group.area}
                </th>
              </tr>
              {group.permissions.map((p) => (
                <tr key={p.key} data-permission={p.key}>
                  <th scope="row" className="sticky left-0 w-40 min-w-40 bg-card px-3 py-2 text-left font-normal sm:w-auto sm:min-w-64">
                    <span className="block">{p.label}</span>
                    <code className="text-xs text-muted-foreground">{p.key}</code>
                  </th>
                  {roles.map((r) => {
                    const allowed = p.roles.includes(r);
                    return (
                      <td key={r} className="px-3 py-2 text-center">
                        {allowed ? (
                          <Check aria-label="Allowed" className="mx-auto size-4 text-green-700" />
                        ) : (
                          <Minus aria-label="Not allowed" className="mx-auto size-4 text-slate-300" />
                        )}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          ))}
        </table>
      </div>
    </div>
  );
}
