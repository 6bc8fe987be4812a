import { isRouteErrorResponse, useLocation, useNavigate, useRouteError } from 'react-router';
import { isAuthRenderError } from '../../../shared/errors';
import { AuthErrorFallback } from './auth-error-fallback';
import { useComponentStack } from './component-stacks';
import { GlobalErrorScreen } from './global-error-screen';

/** The router's errorElement: the global error screen, or the auth flow for auth-looking errors. */
export function RouteError() {
  const error = useRouteError();
  const componentStack = useComponentStack(error);
  const navigate = useNavigate();
  const location = useLocation();

  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error);
  if (!isRouteErrorResponse(error) && isAuthRenderError(message)) return <AuthErrorFallback />;

  // Navigating to the same location clears the router's error state and renders the route again.
  const retry = () => void navigate(location.pathname + location.search + location.hash, { replace: true });
  return <GlobalErrorScreen error={error instanceof Error ? error : new Error(message)} componentStack={componentStack} onRetry={retry} />;
}
