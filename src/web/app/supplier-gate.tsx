import type { ReactNode } from 'react';
import type { Role, SupplierPermission } from '../../shared/roles';
import { AuthErrorScreen } from '../components/errors/auth-error-screen';
import { SupplierAccessDenied } from '../components/errors/supplier-access-denied';
import { LoadingScreen } from '../components/feedback/loading-screen';
import { useSupplierPermissions } from '../features/auth/get-supplier-permissions';

/** A supplier route's check (guards.tsx RequireAccess): the permission, with the refusal explained. */
export function SupplierGate({ role, needed, children }: { role: Role; needed: SupplierPermission; children: ReactNode }) {
  const permissions = useSupplierPermissions();
  if (permissions.isPending) return <LoadingScreen fullPage={false} message="Checking supplier access..." />;
  if (permissions.isError && !permissions.data) {
    return (
      <AuthErrorScreen
        kind="generic"
        fullPage={false}
        message="We could not check your supplier access. Please try again."
        onRetry={() => void permissions.refetch()}
      />
    );
  }
  if (!permissions.data.includes(needed)) return <SupplierAccessDenied role={role} needed={needed} />;
  return children;
}
