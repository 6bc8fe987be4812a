import { Link, useNavigate } from 'react-router';
import { Lock } from 'lucide-react';
import { ROLE_HOME, type Role, type SupplierPermission } from '../../../shared/roles';
import { Button } from '../ui/button';
import { ErrorScreen } from './error-screen';
import { supplierDeniedCopy } from './supplier-access-messages';

export function SupplierAccessDenied({ role, needed }: { role: Role; needed: SupplierPermission }) {
  const navigate = useNavigate();
  const copy = supplierDeniedCopy(role, needed);
  // The router numbers history entries; on a first visit there is nothing to go back to inside the app.
  const goBack = () => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    void (idx > 0 ? navigate(-1) : navigate(ROLE_HOME[role], { replace: true }));
  };
  return (
    <ErrorScreen
      icon={<Lock aria-hidden className="size-6" />}
      title={copy.title}
      message={
        <>
          <p>{copy.message}</p>
          <p className="mt-2">{copy.suggestion}</p>
        </>
      }
      actions={
        <>
          <Button variant="outline" onClick={goBack}>
            Go Back
          </Button>
          <Button asChild>
            <Link to={ROLE_HOME[role]}>Dashboard</Link>
          </Button>
        </>
      }
    >
      <p className="mt-4 rounded-md bg-muted px-3 py-2 text-xs text-muted-foreground">
        Your role: {role} · Required permission: suppliers:{needed}
      </p>
    </ErrorScreen>
  );
}
